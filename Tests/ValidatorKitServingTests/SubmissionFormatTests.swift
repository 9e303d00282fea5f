import Testing
import ValidatorKitServing

/// Which bodies a form reads, by their `Content-Type` (RFC 9110 §8.3: case-insensitive media
/// types, parameters after `;`).
@Suite struct SubmissionFormatTests {
    @Test(arguments: [
        ("application/json", SubmissionFormat?.some(.json)),
        ("Application/JSON; charset=UTF-8", .json),
        ("application/problem+json", .json),
        ("application/x-www-form-urlencoded", .formPost),
        ("application/json; charset=latin1", nil),
        ("text/plain", nil),
        ("", nil),
    ])
    func aContentTypeIsReadAsItsFormat(contentType: String, format: SubmissionFormat?) {
        #expect(SubmissionFormat(contentType: contentType, accepting: Set(SubmissionFormat.allCases)) == format)
    }

    /// The media type a `415` names for a format is one read as that format.
    @Test(arguments: SubmissionFormat.allCases)
    func theMediaTypeOfAFormatIsReadAsIt(format: SubmissionFormat) {
        #expect(SubmissionFormat(contentType: format.mediaType, accepting: [format]) == format)
    }

    @Test func aFormatNotAcceptedIsNone() {
        #expect(SubmissionFormat(contentType: "application/x-www-form-urlencoded", accepting: [.json]) == nil)
        #expect(SubmissionFormat(contentType: nil, accepting: [.json, .formPost]) == nil)
    }
}
