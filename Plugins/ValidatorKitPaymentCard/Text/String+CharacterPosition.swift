extension String {
    /// The zero-based position, in characters, of the character holding the UTF-8 byte at
    /// `byteOffset`, where every byte before it is ASCII other than a carriage return.
    ///
    /// Such bytes are one character each, so the position is the offset itself, unless the byte
    /// starts a combining mark, a joiner or another scalar that extends the character before it.
    func characterPosition(ofByteAfterASCII byteOffset: Int) -> Int {
        let index = utf8.index(utf8.startIndex, offsetBy: byteOffset)
        return index.samePosition(in: self) == nil ? byteOffset - 1 : byteOffset
    }
}
