import ValidatorKit

/// Validates a stream of lines with one validator and writes a JSON verdict per line: the
/// engine of `validator-demo check`.
///
/// Each input line, without its `\n` or a trailing `\r`, gets one line of output such as
/// `{"line":2,"validity":"invalid","code":"length.too_short","message":"Must be at least 2 characters","details":{}}`;
/// `code`, `message` and `position` appear only when the line is invalid. A line that is not
/// UTF-8 is invalid with the code `input.encoding` and the offset of its first bad byte. An
/// ``AsyncValidator`` (the `http` plugin) is waited for on every line its synchronous part finds
/// valid (``AsyncValidator/validateWaitingForCheck(_:)``).
public struct BatchCheck {
    /// The validator every line goes through.
    public let validator: any Validator
    /// The language of the messages.
    public let locale: MessageLocale

    /// A batch check of lines with `validator`, with messages in `locale`.
    public init(validator: any Validator, locale: MessageLocale = .english) {
        self.validator = validator
        self.locale = locale
    }

    /// Reads `input` to its end, writing a verdict per line to `output` (neither is closed).
    ///
    /// - Returns: Whether every line was valid.
    public func run(input: Int32, output: Int32) -> Bool {
        var reader = LineReader(descriptor: input)
        var out = OutputBuffer(descriptor: output)
        let detailsProvider = validator as? any ValidationDetailsProvider
        let asyncValidator = validator as? any AsyncValidator
        var lineNumber = 0
        var allValid = true
        reader.forEachLine(beforeWaiting: { out.flush() }) { bytes in
            lineNumber += 1
            guard let text = Self.string(from: bytes) else {
                allValid = false
                let position = Self.firstInvalidByte(in: bytes)
                out.appendJSONLine { verdict in
                    verdict.write("line", integer: lineNumber)
                    verdict.write("validity", string: "invalid")
                    verdict.write("code", string: ValidationFailure.Code.inputEncoding.rawValue)
                    let failure = ValidationFailure(code: .inputEncoding, arguments: ["byte": .integer(position)])
                    verdict.write("message", string: failure.message(in: locale))
                    verdict.write("position", integer: position)
                    verdict.write("details", details: [:])
                }
                return
            }
            let (validity, details) = verdict(on: text, detailsProvider: detailsProvider, asyncValidator: asyncValidator)
            if !validity.isValid {
                allValid = false
            }
            out.appendJSONLine { verdict in
                verdict.write("line", integer: lineNumber)
                verdict.write("validity", string: validity.name)
                if let failure = validity.failure {
                    verdict.write("code", string: failure.code.rawValue)
                    verdict.write("message", string: failure.message(in: locale))
                    if let position = failure.position {
                        verdict.write("position", integer: position)
                    }
                }
                verdict.write("details", details: details)
            }
        }
        out.flush()
        return allValid
    }

    /// The validity and details of `text`: from one pass when the validator offers it (the
    /// `phone` plugin parses once), after waiting for the check of an asynchronous validator.
    private func verdict(
        on text: String, detailsProvider: (any ValidationDetailsProvider)?, asyncValidator: (any AsyncValidator)?
    ) -> (validity: Validity, details: ValidationDetails) {
        if let asyncValidator {
            return (asyncValidator.validateWaitingForCheck(text), detailsProvider?.details(for: text) ?? [:])
        }
        return detailsProvider?.validateWithDetails(text) ?? (validator.validate(text), [:])
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
