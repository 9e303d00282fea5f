import Testing
import ValidatorKit
import ValidatorKitServing
import ValidatorKitServingFixtures

/// A record accepted by a form becomes the app's own type straight from its values.
@Suite struct SubmittedRecordTests {
    @Test func aValidPaymentIsTheAppsTypeNormalized() async throws {
        let form = try TestForms().payment
        let record = try JSONValue.record(from: Array(TestForms.validPayment.utf8))
        let accepted = SubmittedRecord(value: try await form.submit(record, locale: .english), locale: .english)
        #expect(try accepted.decode(Payment.self) == TestForms.normalizedPayment)
    }

    private struct Seats: Decodable {
        let seats: UInt8
    }

    private struct Phones: Decodable {
        let phones: [Int]
    }

    /// A type that disagrees with the record is the app's mistake, named by path and kind,
    /// never by the value.
    @Test(arguments: [
        (JSONValue.object(["seats": .integer(300)]), "$.seats: expected UInt8, found an integer"),
        (JSONValue.object([:]), "$: expected a member 'seats', found nothing"),
        (JSONValue.object(["seats": .string("two")]), "$.seats: expected UInt8, found a string"),
    ])
    func aTypeThatDisagreesNamesThePath(value: JSONValue, description: String) {
        #expect(throws: RecordDecodingError.self) { try SubmittedRecord(value: value, locale: .english).decode(Seats.self) }
        do {
            _ = try SubmittedRecord(value: value, locale: .english).decode(Seats.self)
        } catch {
            #expect(error.description == description)
        }
    }

    @Test func anElementOfAListIsNamedByItsIndex() {
        let value: JSONValue = ["phones": [.integer(1), .string("2")]]
        do {
            _ = try SubmittedRecord(value: value, locale: .english).decode(Phones.self)
            Issue.record("decoded")
        } catch {
            #expect(error.description == "$.phones[1]: expected Int, found a string")
        }
    }
}
