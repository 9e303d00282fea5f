import Foundation
import Testing
import ValidatorKit
import ValidatorKitIBAN

/// A valid IBAN is stored in its electronic format (ISO 13616-1): no spaces, upper case, as
/// the SWIFT IBAN Registry prints it beside the paper format.
@Suite struct IBANNormalizerTests {
    @Test func thePaperFormatInLowerCaseIsStoredInTheElectronicFormat() {
        let validator = IBANValidator()
        #expect(validator.validate("gb82 west 1234 5698 7654 32") == .valid)
        #expect(validator.normalizer?.normalizedValue(of: "gb82 west 1234 5698 7654 32") == "GB82WEST12345698765432")
    }

    @Test(arguments: publishedIBANs)
    func everyPublishedIBANIsStoredWithoutSpaces(iban: String) {
        let stored = IBANValidator().normalizer?.normalizedValue(of: iban)
        #expect(stored == iban.replacingOccurrences(of: " ", with: "").uppercased())
        #expect(stored.map { IBANValidator().validate($0) } == .valid)
    }
}
