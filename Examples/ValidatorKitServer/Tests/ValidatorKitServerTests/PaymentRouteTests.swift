import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// `POST /payment`, validated by `Examples/Specs/payment.json` (cardholder name, card, expiry
/// `MM/YY` judged against today, security code as long as the card's brand prints it), with
/// published test card numbers.
@Suite struct PaymentRouteTests {
    /// December of next year as `MM/YY`: never expired, never too far ahead, whatever the day
    /// the tests run (from Foundation's calendar, not from the validator under test).
    static let expiry: String = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let nextYear = calendar.component(.year, from: Date()) + 1
        return "12/\(nextYear % 100 < 10 ? "0" : "")\(nextYear % 100)"
    }()

    @Test(arguments: [
        // Stripe's published test numbers: Visa, Mastercard (3-digit codes), American Express
        // (4-digit CID).
        ("4242424242424242", "123"),
        ("5555555555554444", "123"),
        ("378282246310005", "1234"),
    ])
    func aValidPaymentIsAccepted(card: String, securityCode: String) async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment",
                #"{"name":"Ada Lovelace","card":"\#(card)","expiry":"\#(Self.expiry)","cvc":"\#(securityCode)"}"#)
            #expect(response.status == .created)
            // The record back, normalized (a card number is its digits already; how an expiry is
            // written is the card-expiry plugin's to say), without the secure security code.
            let record = try jsonObject(response)
            #expect(record["name"] == "Ada Lovelace")
            #expect(record["card"] == card)
            #expect(record["cvc"] == nil)
            #expect(Set(record.keys) == ["name", "card", "expiry"])
            #expect(!String(buffer: response.body).contains(securityCode))
        }
    }

    /// The record of the issue: a 3-digit code with an American Express card.
    @Test func aThreeDigitCodeWithAnAmericanExpressCardFailsOnItsLength() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment",
                #"{"name":"Ada Lovelace","card":"378282246310005","expiry":"\#(Self.expiry)","cvc":"123"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response).errors == [
                .init("cvc", "security_code.length", "American Express cards have a 4-digit CID")
            ])
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
            #expect(try Problem(response) == Problem(
                type: "https://validatorkit.dev/problems/invalid-record", title: "The record is not valid", status: 422,
                detail: "4 values are not valid", code: nil, errors: [
                .init("name", "length.too_short", "Must be at least 2 characters"),
                .init("card", "card.checksum", "Check digit does not match; a digit may be mistyped"),
                .init("expiry", "input.incomplete", "Expiry (MM YY) is incomplete"),
                .init("cvc", "security_code.length", "American Express cards have a 4-digit CID"),
            ]))
        }
    }

    @Test func anExpiredCardAndACardNumberAsTheNameAreRefused() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment",
                #"{"name":"4242 4242 4242 4242","card":"4242424242424242","expiry":"01/20","cvc":"123"}"#)
            #expect(try Problem(response).errors == [
                .init("name", "cardholder.card_number", "This looks like a card number; enter the name on the card"),
                .init("expiry", "expiry.expired", "This card has expired"),
            ])
        }
    }

    /// Visa numbers may have 19 digits, but a submitted text is finished: its failure is the
    /// check digit, not that more could be typed.
    @Test func aVisaNumberWithAWrongCheckDigitFailsItsChecksum() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment",
                #"{"name":"Ada Lovelace","card":"4242424242424241","expiry":"\#(Self.expiry)","cvc":"123"}"#)
            #expect(try Problem(response).errors == [.init("card", "card.checksum", "Check digit does not match; a digit may be mistyped")])
        }
    }

    @Test func aWrongTypeAndAMissingFieldAreBothReported() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/payment", #"{"name":"Ada Lovelace","card":4242424242424242,"expiry":"\#(Self.expiry)"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response).errors == [
                .init("card", "input.type", "Card number must be a string, not a number"),
                .init("cvc", "required.missing", "Security code is required"),
            ])
        }
    }
}
