import Testing
import ValidatorKit

/// A group is an object of its own fields, judged at `$.group.field`; when it is absent, its
/// fields are not asked about.
@Suite struct GroupFieldTests {
    static let spec = #"""
        {"fields": [
          {"id": "address", "title": "Address", "type": "group", "required": true, "fields": [
            {"id": "street", "title": "Street", "required": true},
            {"id": "city", "title": "City", "required": true},
            {"id": "geo", "title": "Position", "type": "group", "fields": [
              {"id": "lat", "title": "Latitude", "type": "number", "required": true},
              {"id": "lon", "title": "Longitude", "type": "number", "required": true}]}]},
          {"id": "billing", "title": "Billing address", "type": "group", "fields": [
            {"id": "street", "title": "Street", "required": true}]}
        ]}
        """#

    @Test func aValidGroupIsAnObjectInTheValue() throws {
        let verdict = try recordValidator(Self.spec).validate(
            json: #"{"address":{"street":"12 Baker St","city":"London","geo":{"lat":51.52,"lon":-0.16}}}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == [
            "address": ["street": "12 Baker St", "city": "London", "geo": ["lat": .number(51.52), "lon": .number(-0.16)]],
        ])
    }

    @Test func failuresInsideGroupsAreAtTheirNestedPaths() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"address":{"city":"London","geo":{"lat":"51.52"}}}"#)
        #expect(verdict.reported == [
            ["$.address.street", "/address/street", "required.missing", "Street is required"],
            ["$.address.geo.lat", "/address/geo/lat", "input.type", "Latitude must be a number, not a string"],
            ["$.address.geo.lon", "/address/geo/lon", "required.missing", "Longitude is required"],
        ])
    }

    @Test func anAbsentOptionalGroupAsksNothingOfItsFields() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"address":{"street":"1 Main St","city":"Leeds"}}"#)
        #expect(verdict.value == ["address": ["street": "1 Main St", "city": "Leeds"]])
    }

    @Test func anAbsentRequiredGroupIsMissingAndAnArrayIsATypeFailure() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"billing":[]}"#)
        #expect(verdict.reported == [
            ["$.address", "/address", "required.missing", "Address is required"],
            ["$.billing", "/billing", "input.type", "Billing address must be an object, not an array"],
        ])
    }
}
