import Testing
import ValidatorKit

@Suite struct SectionLayoutTests {
    @Test func lengthsReadAtRunTimeBelowOneAreATypedErrorNamingTheSection() {
        #expect(throws: SectionLayoutError.self) { try SectionLayout([4, 0, 4]) }
        do {
            _ = try SectionLayout([3, 3, -2])
            Issue.record("a negative section length was accepted")
        } catch {
            #expect(error.code == .lengthBelowOne)
            #expect(error.description == "Section 3 has -2 characters; every section holds at least 1")
        }
    }

    @Test func aLayoutFromLengthsEqualsTheSameLayoutWrittenInCode() throws {
        let read = try SectionLayout([4, 6, 5])
        let written: SectionLayout = [4, 6, 5]
        #expect(read == written)
        #expect(written.capacity == 15)
        #expect(written.description == "4-6-5")
    }
}
