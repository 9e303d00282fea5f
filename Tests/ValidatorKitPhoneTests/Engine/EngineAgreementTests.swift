import Foundation
import Testing
@testable import ValidatorKitPhone
import ValidatorKitPythonReferences

/// The engine answers as python-phonenumbers of the same metadata release does, on every
/// example number of every region written every way and mutated (`scripts/phone-reference`):
/// parse errors, country code and national number, possibility, validity, type, region, and
/// the E.164, international, national and RFC 3966 forms. Each difference is a failure naming
/// the region and the text.
@Suite(.enabled(if: PyPIReference.mustRun, Comment(rawValue: PyPIReference.skipNote)))
struct EngineAgreementTests {
    /// What the engine answers for `text` read with `region`, in the reference's terms.
    static func engineAnswer(region: String, text: String) -> PhoneReference.Answer {
        let metadata = PhoneMetadata.shared
        switch PhoneNumberParser(metadata: metadata).parse(text, region: region) {
        case .failure(let error):
            return PhoneReference.Answer(
                region: region, text: text, error: error.referenceName, countryCode: nil, nationalNumber: nil,
                possibility: nil, valid: nil, type: nil, numberRegion: nil, e164: nil, international: nil,
                national: nil, rfc3966: nil)
        case .success(let number):
            let type = metadata.type(of: number)
            return PhoneReference.Answer(
                region: region, text: text, error: nil, countryCode: number.countryCode,
                nationalNumber: number.nationalNumber,
                possibility: metadata.lengthCheck(of: number)?.referenceName ?? "INVALID_COUNTRY_CODE",
                // Validity by the check that works out no type (a record's phone), the type apart.
                valid: metadata.isValid(number), type: type?.rawValue, numberRegion: metadata.region(of: number),
                e164: metadata.format(number, as: .e164), international: metadata.format(number, as: .international),
                national: metadata.format(number, as: .national), rfc3966: metadata.format(number, as: .rfc3966))
        }
    }

    @Test func everyExampleNumberWrittenEveryWayAgrees() throws {
        let cases = try PhoneReference.cases()
        #expect(cases.count > 40_000)
        var differences = 0
        for expected in cases {
            let answer = Self.engineAnswer(region: expected.region, text: expected.text)
            if answer != expected {
                differences += 1
                if differences <= 100 {
                    Issue.record("\(expected.region) '\(expected.text)': engine \(answer), python-phonenumbers \(expected)")
                }
            }
        }
        #expect(differences == 0, "\(differences) of \(cases.count) cases differ (the first 100 are listed)")
    }

    /// Every example number typed key by key (national, with the national prefix, international,
    /// and edited in the middle) shows what python-phonenumbers' formatter shows after each key,
    /// in the session a phone field keeps, which steps its formatter once for each key.
    @Test func asYouTypeDisplayAgreesKeyByKey() throws {
        let cases = try PhoneReference.typing()
        #expect(cases.count > 10_000)
        var differences = 0
        for expected in cases {
            var session = PhoneAsYouTypeSession(region: expected.region)
            var typed = ""
            let shown = expected.keys.map { key in
                typed.append(key)
                return session.formatted(typed)
            }
            if shown != expected.shown {
                differences += 1
                if differences <= 100 {
                    Issue.record("\(expected.region) '\(expected.keys)': engine \(shown), python-phonenumbers \(expected.shown)")
                }
            }
        }
        #expect(differences == 0, "\(differences) of \(cases.count) typed numbers differ (the first 100 are listed)")
    }
}

extension PhoneNumberParseError {
    /// python-phonenumbers' name of the error.
    fileprivate var referenceName: String {
        switch self {
        case .notANumber: "NOT_A_NUMBER"
        case .invalidCountryCode: "INVALID_COUNTRY_CODE"
        case .tooShortAfterInternationalPrefix: "TOO_SHORT_AFTER_IDD"
        case .tooShortNationalNumber: "TOO_SHORT_NSN"
        case .tooLong: "TOO_LONG"
        }
    }
}

extension PhoneNumberLengthCheck {
    /// python-phonenumbers' name of the result.
    fileprivate var referenceName: String {
        switch self {
        case .possible: "IS_POSSIBLE"
        case .possibleLocalOnly: "IS_POSSIBLE_LOCAL_ONLY"
        case .tooShort: "TOO_SHORT"
        case .invalidLength: "INVALID_LENGTH"
        case .tooLong: "TOO_LONG"
        }
    }
}
