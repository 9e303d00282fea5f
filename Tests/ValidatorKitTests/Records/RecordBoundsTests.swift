import Testing
import ValidatorKit

/// A record nests at most 64 levels deep and has at most 1 MiB; beyond either bound it is refused
/// saying where, and nothing crashes however deep the input goes.
@Suite struct RecordBoundsTests {
    /// `{"a":` followed by `depth - 1` arrays: `depth` levels in all.
    static func nested(_ depth: Int) -> String {
        #"{"a":"# + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}"
    }

    @Test func sixtyFourLevelsAreRead() throws {
        #expect(try JSONValue.record(from: Self.nested(64).utf8).keys.sorted() == ["a"])
    }

    @Test func theSixtyFifthLevelIsRefusedNamingItsPath() throws {
        let error = try #require(throws: JSONRecordError.self) { try JSONValue.record(from: Self.nested(65).utf8) }
        #expect(error.code == .tooDeep)
        #expect(error.offset == 68)
        let path = "$.a" + String(repeating: "[0]", count: 63)
        #expect(error.path == path)
        #expect(error.description == "Not a JSON object: expected at most 64 levels of nesting at byte 68 (in \(path))")
    }

    @Test(arguments: [1_000, 100_000, 1_000_000])
    func deeperInputIsRefusedWithoutExhaustingTheStack(depth: Int) {
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(throws: JSONRecordError.self) { try JSONValue.record(from: objects.utf8) }
    }

    @Test func aRecordOverOneMebibyteIsRefused() throws {
        let line = #"{"a":""# + String(repeating: "x", count: 1 << 20) + #""}"#
        let error = try #require(throws: JSONRecordError.self) { try JSONValue.record(from: line.utf8) }
        #expect(error.code == .tooLarge)
        #expect(error.description == "Not a JSON object: expected at most 1048576 bytes, and there are more at byte 1048576")
    }
}
