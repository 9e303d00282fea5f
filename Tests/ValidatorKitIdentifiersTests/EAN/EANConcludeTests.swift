import Testing
import ValidatorKit
import ValidatorKitIdentifiers

/// GS1's published EAN-13 4006381333931 (Wikipedia, "International Article Number"), and the
/// same digits with a wrong check digit.
@Suite struct EANConcludeTests {
    @Test func aThirteenDigitNumberWithAWrongCheckDigitConcludesAsChecksum() {
        let validator = EANValidator()
        #expect(validator.validate("4006381333932") == .incomplete)
        #expect(validator.conclude("4006381333932").failure?.code == .eanChecksum)
        #expect(validator.conclude("4006381333931") == .valid)
    }

    @Test func aLengthBetweenTheAcceptedOnesConcludesAsLength() {
        let validator = EANValidator()
        #expect(validator.conclude("400638133393").failure?.message(in: .english) == "An article number has 8, 13 or 14 digits")
        #expect(validator.conclude("4006381").failure == nil)
    }
}
