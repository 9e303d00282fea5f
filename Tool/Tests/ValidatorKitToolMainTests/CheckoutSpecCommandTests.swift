import Foundation
import Testing

/// `validator check --spec Examples/Specs/checkout.json`: a state only in the United States, a
/// VAT number only in EU countries, and a payment that is a card, a bank transfer or an invoice
/// (issue 38's "Done when"). Cards are Stripe's published test numbers; the IBAN is the example
/// of the IBAN registry (SWIFT's ISO 13616 registry, GB82WEST12345698765432).
@Suite struct CheckoutSpecCommandTests {
    static let spec = "Examples/Specs/checkout.json"

    func check(_ records: String..., locale: String? = nil) throws -> DemoProcess.Result {
        try DemoProcess.run(["check", "--spec", Self.spec] + (locale.map { ["--locale", $0] } ?? []), input: records.joined(separator: "\n") + "\n")
    }

    @Test func anUnknownPaymentMethodNamesTheMethodsAllowedAtTheTagsPath() throws {
        let result = try check(#"{"payment":{"method":"crypto"}}"#)
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":[{"path":"$.country","pointer":"/country","code":"required.missing","message":"Country is required"},"#
                + #"{"path":"$.payment.method","pointer":"/payment/method","code":"union.tag_unknown","message":"Payment: 'crypto' is not one of: card, bank, invoice"}]}"#,
        ])
    }

    @Test func aMissingPaymentMethodIsNamedInTheLanguageAsked() throws {
        let result = try check(#"{"country":"GB","payment":{"iban":"GB82WEST12345698765432"}}"#, locale: "de")
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":[{"path":"$.payment.method","pointer":"/payment/method","code":"union.tag_missing","#
                + #""message":"Zahlung braucht 'method', eines davon: card, bank, invoice"}]}"#,
        ])
    }

    @Test func aBritishRecordNeedsNoStateAndItsValueHasNone() throws {
        let result = try check(
            #"{"country":"GB","payment":{"method":"invoice"}}"#,
            #"{"country":"GB","state":"NY","vat":"DE123456789","payment":{"method":"bank","iban":"GB82WEST12345698765432","number":"4242424242424242"}}"#)
        #expect(result.status == 0)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","value":{"country":"GB","payment":{"method":"invoice"}}}"#,
            #"{"line":2,"validity":"valid","value":{"country":"GB","payment":{"iban":"GB82WEST12345698765432","method":"bank"}}}"#,
        ])
    }

    @Test func anAmericanRecordWithoutAStateIsMissingIt() throws {
        let result = try check(#"{"country":"US","payment":{"method":"invoice"}}"#, #"{"country":"US","state":"NY","payment":{"method":"invoice"}}"#)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":[{"path":"$.state","pointer":"/state","code":"required.missing","message":"State is required"}]}"#,
            #"{"line":2,"validity":"valid","value":{"country":"US","payment":{"method":"invoice"},"state":"NY"}}"#,
        ])
    }

    @Test func aVATNumberAppliesInTheEUOnly() throws {
        let result = try check(
            #"{"country":"DE","vat":"DE12345X","payment":{"method":"invoice"}}"#,
            #"{"country":"DE","vat":"DE123456789","payment":{"method":"invoice"}}"#)
        #expect(result.outputLines.count == 2)
        #expect(result.outputLines.first?.hasPrefix(
            #"{"line":1,"validity":"invalid","errors":[{"path":"$.vat","pointer":"/vat","code":"regex.no_match","#) == true)
        // The message checkout.json gives the field, not the regex plugin's.
        #expect(result.outputLines.first?.contains(#""message":"A VAT number of the country chosen, such as DE123456789""#) == true)
        #expect(result.outputLines.last == #"{"line":2,"validity":"valid","value":{"country":"DE","payment":{"method":"invoice"},"vat":"DE123456789"}}"#)
    }

    @Test func onlyTheCardVariantsErrorsAreReportedAndItsSecurityCodeFollowsTheCard() throws {
        let expiry = CheckSpecCommandTests.expiry
        let result = try check(
            #"{"country":"FR","payment":{"method":"card","number":"378282246310005","expiry":"\#(expiry)","securityCode":"123","iban":"x"}}"#,
            #"{"country":"FR","payment":{"method":"card","number":"4242 4242 4242 4242","expiry":"\#(expiry)","securityCode":"123"}}"#)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":[{"path":"$.payment.securityCode","pointer":"/payment/securityCode","code":"security_code.length","#
                + #""message":"American Express cards have a 4-digit CID"}]}"#,
            #"{"line":2,"validity":"valid","value":{"country":"FR","payment":{"expiry":"\#(CheckSpecCommandTests.storedExpiry)","method":"card","#
                + #""number":"4242424242424242","securityCode":"123"}}}"#,
        ])
    }
}
