#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import ValidatorKit
import ValidatorKitServing

/// The body of an accepted record is written by the project's own JSON writer; a client sees
/// the bytes Foundation's `JSONEncoder` wrote before (members sorted, slashes unescaped), the
/// reference here.
@Suite struct SubmissionAnswerBodyTests {
    @Test(arguments: [
        // The answers of the example forms (Examples/Specs): a payment, a profile, a checkout.
        #"{"name":"Ada Lovelace","card":"4242424242424242","expiry":"2030-12"}"#,
        #"{"name":"Ada Lovelace","age":36,"address":{"country":"GB","street":"12 Baker Street"},"phones":["+442079460958","+447400123456"],"newsletter":true,"height":1.65,"email":"ada@example.com"}"#,
        #"{"country":"US","state":"NY","payment":{"method":"invoice","reference":"PO-7"}}"#,
        // Texts a person types: quotes, a backslash, a slash, a line break, a tab, accents, CJK, emoji.
        #"{"note":"She said \"hi\\there\" / 12\n\tend","city":"Zürich","name":"山田 太郎","mood":"😀👍🏽"}"#,
        // Numbers and the other values of a record, nested.
        #"{"b":-17,"a":[0,1.5,-2.25,100,0.001],"c":{"z":null,"y":false,"x":[[],{}]},"d":3.0}"#,
        // Keys that sort by their bytes: upper case first, digits before letters.
        #"{"b":1,"B":2,"a10":3,"a2":4,"_":5,"é":6}"#,
    ])
    func aRecordIsAnsweredWithTheBytesJSONEncoderWrites(record json: String) throws {
        let record = try JSONValue.record(from: Array(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = Array(try encoder.encode(JSONValue.object(record)))
        let answer = SubmissionAnswer(status: .created, content: .record(.object(record)))
        #expect(String(decoding: answer.body, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }
}
