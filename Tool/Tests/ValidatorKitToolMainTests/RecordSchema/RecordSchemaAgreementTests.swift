import Foundation
import Testing

/// Random records, right and wrong, judged by python-jsonschema against the printed record
/// schema and by `check --spec`: every record the schema refuses, the record validator refuses
/// too (the schema may accept more: what it cannot say, a card's check digit, it leaves to the
/// validator). The flat example specs.
@Suite struct RecordSchemaAgreementTests {
    /// An expiry month two years ahead, which the card-expiry plugin accepts whatever today is.
    static let expiry: String = {
        let year = Calendar(identifier: .gregorian).component(.year, from: Date()) + 2
        return String(format: "12/%02d", year % 100)
    }()

    @Test func everyPaymentRecordTheSchemaRefusesIsRefused() throws {
        let agreement = try RecordSchemaAgreement(
            specPath: "Examples/Specs/payment.json", seed: 20_261_125, count: 3000,
            samples: [
                // Published test card numbers: Visa, Mastercard, American Express.
                "card": ["4242424242424242", "5555555555554444", "378282246310005", "4242 4242 4242 4242"],
                "name": ["Ada Lovelace", "Zoë Ångström", "李小龍", "Jo"],
                "expiry": [Self.expiry, "1230", "12/20"],
                "cvc": ["123", "1234", "12"],
            ])
        #expect(agreement.broken.isEmpty, "refused by the schema, accepted by check --spec: \(agreement.broken.prefix(5).map(\.record))")
        #expect(agreement.validatorAccepted >= 100, "too few accepted records to tell anything: \(agreement.validatorAccepted)")
        #expect(agreement.schemaRefused >= 300, "too few refused records to tell anything: \(agreement.schemaRefused)")
    }

    @Test func everySignupRecordTheSchemaRefusesIsRefused() throws {
        let agreement = try RecordSchemaAgreement(
            specPath: "Examples/Specs/signup.json", seed: 20_261_126, count: 3000,
            samples: [
                // Letters of any script and digits, at the length bounds (3 and 20 characters,
                // some of more code points than characters).
                "username": ["ada", "Zoë1984", "日本語", "e\u{301}e\u{301}e\u{301}", String(repeating: "e\u{301}", count: 20), "abcdefghijklmnopqrst"],
                "name": ["Ada Lovelace", String(repeating: "👩‍👩‍👧", count: 60), ""],
                "invite": ["ABCD2345", "WXYZ6789K", "ABCD234\u{212A}"],
                // Passphrases zxcvbn scores 4 (one of 64 code points, the maximum), a common
                // password, 64 characters of 320 code points.
                "password": [
                    "correct horse battery", "quartz-meadow-lantern", String(String(repeating: "quartz meadow lantern ", count: 3).prefix(64)),
                    String(repeating: "👩‍👩‍👧", count: 64), "12345678",
                ],
            ])
        #expect(agreement.broken.isEmpty, "refused by the schema, accepted by check --spec: \(agreement.broken.prefix(5).map(\.record))")
        #expect(agreement.validatorAccepted >= 100, "too few accepted records to tell anything: \(agreement.validatorAccepted)")
        #expect(agreement.schemaRefused >= 300, "too few refused records to tell anything: \(agreement.schemaRefused)")
    }
}
