import Testing
import ValidatorKit
import ValidatorKitDemoEngine

@Suite struct BatchCheckTests {
    func check(_ input: [UInt8], with validator: any Validator) throws -> (allValid: Bool, output: String) {
        let files = try DescriptorPair(input: input)
        let allValid = BatchCheck(validator: validator).run(input: files.input, output: files.output)
        return (allValid, try files.written())
    }

    @Test func eachLineGetsOneVerdictInOrder() throws {
        let result = try check(Array("abc\nx\r\n".utf8), with: LengthValidator(minimum: 2))
        #expect(!result.allValid)
        #expect(result.output == """
            {"line":1,"validity":"valid","details":{}}
            {"line":2,"validity":"invalid","code":"length.too_short","message":"Must be at least 2 characters","details":{}}

            """)
    }

    @Test func aLineThatIsNotUTF8NamesItsFirstBadByte() throws {
        let result = try check(Array("ok\n".utf8) + [0x61, 0xC3, 0x28], with: LengthValidator(minimum: 0))
        #expect(!result.allValid)
        #expect(result.output.hasSuffix("""
            {"line":2,"validity":"invalid","code":"input.encoding","message":"Line is not valid UTF-8 at byte 1","position":1,"details":{}}

            """))
    }

    @Test func everyLineValidIsAllValid() throws {
        let result = try check(Array("ab\ncd".utf8), with: LengthValidator(minimum: 2))
        #expect(result.allValid)
        #expect(result.output.split(separator: "\n").count == 2)
    }
}
