import Testing
import ValidatorKit

/// A spec cannot make the process allocate without bound or load for seconds: lists start with
/// at most 1,000 items, forms with at most 10,000 fields, documents nest at most 64 levels; each
/// past its bound is a typed ``FormSpecError`` naming it.
@Suite struct FormSpecLimitTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    private func list(minItems: Int) -> String {
        #"{"fields": [{"id": "phones", "type": "list", "minItems": \#(minItems), "item": {}}]}"#
    }

    @Test(arguments: [100_000_000, 1_000_000_000_000, Int.max])
    func aListStartingWithTooManyItemsIsTooLarge(minItems: Int) throws {
        let spec = try FormSpec.decode(Array(list(minItems: minItems).utf8))
        let error = try #require(throws: FormSpecError.self) { try spec.makeForm(registry: registry) }
        #expect(error.code == .tooLarge)
        #expect(error.description == "fields[0].minItems: expected at most 1000 items to start with, got \(minItems)")
        #expect(throws: FormSpecError.self) { try spec.makeRecordValidator(registry: registry) }
    }

    @Test func aListOfAThousandItemsStillLoads() throws {
        let form = try FormSpec.decode(Array(list(minItems: 1_000).utf8)).makeForm(registry: registry)
        #expect(form.fields.count == 1_000)
    }

    @Test func listsInsideListsCountTheirProduct() throws {
        // 200 items of 200 items each: 40,000 fields, each list within its own bound.
        let json = #"""
            {"fields": [{"id": "rows", "type": "list", "minItems": 200, "item": {"type": "list", "minItems": 200, "item": {}}}]}
            """#
        let error = try #require(throws: FormSpecError.self) { try FormSpec.decode(Array(json.utf8)) }
        #expect(error.code == .tooLarge)
        #expect(error.description == "fields: the form would start with more than 10000 fields, its lists' first items counted")
    }

    /// Groups nested `depth` deep, around one text field.
    private func nested(_ depth: Int) -> String {
        let opening = (0..<depth).map { #"{"id": "g\#($0)", "type": "group", "fields": ["# }.joined()
        return #"{"fields": ["# + opening + #"{"id": "leaf"}"# + String(repeating: "]}", count: depth) + "]}"
    }

    @Test(arguments: [32, 254, 100_000])
    func aSpecNestedTooDeepIsTooDeepNotMalformed(groups: Int) throws {
        let error = try #require(throws: FormSpecError.self) { try FormSpec.decode(Array(nested(groups).utf8)) }
        #expect(error.code == .tooDeep)
        #expect(error.description == "the document nests deeper than 64 levels at byte \(Self.offsetOfLevel65(nested(groups)))")
    }

    @Test func thirtyNestedGroupsLoad() throws {
        let form = try FormSpec.decode(Array(nested(30).utf8)).makeForm(registry: registry)
        #expect(form.fields.count == 1)
    }

    @Test func bracketsInsideStringsAreNotNesting() throws {
        let title = String(repeating: "[{", count: 100)
        let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "a", "title": "\#(title)\" "}]}"#.utf8))
        #expect(spec.fields.first?.title == title + "\" ")
    }

    /// The offset of the 65th opening bracket of `json`, counted independently of the code
    /// under test (no string in these documents holds a bracket).
    private static func offsetOfLevel65(_ json: String) -> Int {
        var depth = 0
        for (offset, byte) in json.utf8.enumerated() {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 65 { return offset }
        }
        return -1
    }
}
