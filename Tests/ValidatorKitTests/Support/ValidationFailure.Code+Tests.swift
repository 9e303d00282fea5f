import ValidatorKit

/// The codes of the validators and plugins these tests write themselves.
extension ValidationFailure.Code {
    static let helloNo = Self("hello.no")
    static let serverTaken = Self("server.taken")
    static let testShort = Self("test.short")
    static let testWrong = Self("test.wrong")
    static let evenLengthOdd = Self("even-length.odd")
    static let evenLengthUndeclared = Self("even-length.undeclared")
    static let undotted = Self("undotted")
    static let quotingRejected = Self("quoting.rejected")
    static let ticketUsed = Self("ticket.used")
    static let directoryTaken = Self("directory.taken")
    static let directoryAlone = Self("directory.alone")
    static let passUsed = Self("pass.used")
}
