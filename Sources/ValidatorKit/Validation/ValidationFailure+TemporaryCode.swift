// TEMPORARY until the typed-codes branch lands; removed at merge.
extension ValidationFailure {
    public struct Code: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
        public static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
    }
    public init(code: Code, message: String, position: Int? = nil, isFixableByTyping: Bool = false) {
        self.init(code: code.rawValue, message: message, position: position, isFixableByTyping: isFixableByTyping)
    }
}
public struct FailureCodeDescription: Sendable, Hashable {
    public let code: ValidationFailure.Code
    public let message: String
    public init(_ code: ValidationFailure.Code, message: String) { self.code = code; self.message = message }
}
extension String { public var rawValue: String { self } }
