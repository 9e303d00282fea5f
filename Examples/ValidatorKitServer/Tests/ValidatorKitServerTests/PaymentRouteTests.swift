import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// `POST /payment`, validated by `Examples/Specs/payment.json` as it is on this branch (name
/// 2–26 characters, card, expiry as four digits `MMYY`, security code 3–4 digits), with
/// published test card numbers.
@Suite struct PaymentRouteTests {
    @Test(arguments: [
        // Stripe's published test numbers: Visa, Mastercard, American Express (4-digit code).
        ("4242424242424242", "123"),
        ("5555555555554444", "123"),
        ("378282246310005", "1234"),
    ])
    func aValidPaymentIsAccepted(card: String, securityCode: String) async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment",
                #"{"name":"Ada Lovelace","card":"\#(card)","expiry":"1230","cvc":"\#(securityCode)"}"#)
            #expect(response.status == .created)
            #expect(String(buffer: response.body) == #"{"status":"accepted"}"#)
        }
    }

    /// The American Express test number with its last digit changed: Amex numbers have 15 digits
    /// only, so the wrong check digit is final (a 16-digit Visa could still grow to 19 digits and
    /// is `input.incomplete`).
    @Test func everyFailingFieldIsListedWithItsPathAndCode() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment", #"{"name":"A","card":"378282246310006","expiry":"12","cvc":"12"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Answer(response) == Answer(status: "invalid", code: nil, message: nil, errors: [
                .init("name", "length.too_short", "Must be at least 2 characters"),
                .init("card", "card.checksum", "Check digit does not match; a digit may be mistyped"),
                .init("expiry", "length.too_short", "Must be at least 4 characters"),
                .init("cvc", "length.too_short", "Must be at least 3 characters"),
            ]))
        }
    }

    @Test func aVisaNumberWithAWrongCheckDigitIsIncomplete() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment", #"{"name":"Ada Lovelace","card":"4242424242424241","expiry":"1230","cvc":"123"}"#)
            #expect(try Answer(response).errors == [.init("card", "input.incomplete", "Card number is incomplete")])
        }
    }

    @Test func aWrongTypeAndAMissingFieldAreBothReported() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment", #"{"name":"Ada Lovelace","card":4242424242424242,"expiry":"1230"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Answer(response).errors == [
                .init("card", "input.type", "Card number must be a string, not a number"),
                .init("cvc", "required.missing", "Security code is required"),
            ])
        }
    }
}
