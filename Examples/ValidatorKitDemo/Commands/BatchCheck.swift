import ValidatorKit

/// Validates a stream of lines with one validator and writes a JSON verdict per line.
struct BatchCheck {
    let validator: any Validator

    /// Reads `input` to its end, writing to `output`; returns whether every line was valid.
    func run(input: Int32, output: Int32) -> Bool {
        var reader = LineReader(descriptor: input)
        var out = OutputBuffer(descriptor: output)
        let detailsProvider = validator as? any ValidationDetailsProvider
        var lineNumber = 0
        var allValid = true
        reader.forEachLine(beforeWaiting: { out.flush() }) { bytes in
            lineNumber += 1
            out.append(#"{"line":"#)
            out.append(String(lineNumber))
            guard let text = Self.string(from: bytes) else {
                allValid = false
                out.append(#","validity":"invalid","code":"#)
                out.appendJSONString(ValidationFailure.Code.inputEncoding.rawValue)
                out.append(#","message":"#)
                out.appendJSONString("Line is not valid UTF-8 at byte \(Self.firstInvalidByte(in: bytes))")
                out.append(#","position":"#)
                out.append(String(Self.firstInvalidByte(in: bytes)))
                out.append(#","details":{}}"#)
                out.append(UInt8(ascii: "\n"))
                return
            }
            let validity = validator.validate(text)
            out.append(#","validity":""#)
            out.append(validity.name)
            out.append(UInt8(ascii: "\""))
            if let failure = validity.failure {
                allValid = false
                out.append(#","code":"#)
                out.appendJSONString(failure.code.rawValue)
                out.append(#","message":"#)
                out.appendJSONString(failure.message)
                if let position = failure.position {
                    out.append(#","position":"#)
                    out.append(String(position))
                }
            } else if case .incomplete = validity {
                allValid = false
            }
            out.append(#","details":"#)
            out.appendJSON(detailsProvider?.details(for: text) ?? [:])
            out.append("}\n")
        }
        out.flush()
        return allValid
    }

    /// `bytes` as a string, or `nil` when they are not UTF-8; ASCII lines skip the generic validation.
    static func string(from bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        if combined < 0x80 { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that breaks UTF-8 in `bytes`.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }
}
