extension String {
    /// Calls `body` with the UTF-8 bytes of the string: its own contiguous storage when it has
    /// some (always, for a native string), a copy otherwise (a bridged string).
    @inlinable
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
