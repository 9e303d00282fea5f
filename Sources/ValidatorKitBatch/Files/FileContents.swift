/// Reads whole files.
public enum FileContents {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``FileAccessError`` naming the file and the reason when it cannot be opened or
    ///   read.
    public static func bytes(atPath path: String) throws(FileAccessError) -> [UInt8] {
        let descriptor = try FileDescriptorIO.openForReading(path)
        defer { FileDescriptorIO.close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let received = block.withUnsafeMutableBytes { FileDescriptorIO.read(descriptor, into: $0) }
            if received < 0 {
                throw FileAccessError(cannotRead: path, code: FileDescriptorIO.lastError)
            }
            if received == 0 { return bytes }
            bytes.append(contentsOf: block[..<received])
        }
    }
}
