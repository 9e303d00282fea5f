import Testing
import ValidatorKit
import ValidatorKitPhone

/// The `phone` plugin's `regionField`: a number written without `+` is read in the region another
/// field holds, the phone's own list item's first. Numbers are Google's published
/// `+1 650-253-0000`, Ofcom's drama number `020 7946 0018` and the Élysée's `01 42 92 81 00`;
/// their E.164 forms follow from the country calling codes (+1, +44, +33) and the national
/// numbers without the trunk prefix 0.
@Suite struct RegionalPhoneTests {
    static let specJSON = #"""
        {"fields": [
          {"id": "country", "type": "choice", "choices": ["US", "GB", "FR"]},
          {"id": "contacts", "type": "list", "item": {"type": "group", "fields": [
            {"id": "country", "type": "choice", "choices": ["US", "GB", "FR"]},
            {"id": "phone", "required": true,
             "validators": [{"plugin": "phone", "options": {"region": "FR", "regionField": "country"}}]}]}},
          {"id": "office", "validators": [{"plugin": "phone", "options": {"region": "FR", "regionField": "country"}}]}
        ]}
        """#

    func records() throws -> RecordValidator {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all + [PhonePlugin()])
        return try FormSpec.decode(Array(Self.specJSON.utf8)).makeRecordValidator(registry: registry)
    }

    @Test func eachItemsNumberIsReadInTheItemsCountryAndStoredInE164() throws {
        let verdict = try records().validate([
            "country": "GB",
            "contacts": [["country": "US", "phone": "650-253-0000"], ["country": "GB", "phone": "020 7946 0018"]],
            "office": "020 7946 0018",
        ])
        #expect(verdict.failures.isEmpty)
        #expect(verdict.value == [
            "country": "GB",
            "contacts": [["country": "US", "phone": "+16502530000"], ["country": "GB", "phone": "+442079460018"]],
            "office": "+442079460018",
        ])
    }

    @Test func aNumberOfAnotherRegionIsRefusedAtItsPath() throws {
        let verdict = try records().validate([
            "contacts": [["country": "GB", "phone": "020 7946 0018"], ["country": "US", "phone": "020 7946 0018"]],
        ])
        #expect(verdict.failures.map(\.path) == ["$.contacts[1].phone"])
    }

    @Test func whileTheFieldHoldsNoRegionTheFixedRegionReads() throws {
        // The Élysée's published number, 01 42 92 81 00, read in the fixed region FR; Google's
        // US number is no French number.
        let verdict = try records().validate([
            "contacts": [["phone": "01 42 92 81 00"], ["phone": "650-253-0000"]],
        ])
        #expect(verdict.failures.map(\.path) == ["$.contacts[1].phone"])
        let french = try records().validate(["contacts": [["phone": "01 42 92 81 00"]]])
        #expect(french.value == ["contacts": [["phone": "+33142928100"]]])
    }

    @Test func aRegionFieldNamingNoFieldIsASpecError() throws {
        let registry = ValidatorRegistry()
        try registry.register(PhonePlugin())
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "phone", "validators": [{"plugin": "phone", "options": {"regionField": "country"}}]}]}
            """#.utf8))
        #expect(throws: FormSpecError.self) { try spec.makeRecordValidator(registry: registry) }
    }
}
