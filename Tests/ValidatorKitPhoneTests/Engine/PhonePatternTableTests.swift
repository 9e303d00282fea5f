import Dispatch
import Testing
@testable import ValidatorKitPhone

/// One pattern object for each text in a metadata, and the patterns of each thread's copy
/// compiled once for all threads.
struct PhonePatternTableTests {
    @Test func theSameTextIsOnePattern() {
        let table = PhonePatternTable()
        #expect(table.pattern("\\d{7}") === table.pattern("\\d{7}"))
        #expect(table.pattern("\\d{7}") !== table.pattern("\\d{8}"))
    }

    /// Eight threads, each with its own table over one table of originals: eight pattern
    /// objects for a text, one compiled form between them, and the same answers.
    @Test func threadsTablesShareTheOriginalsCompiledForms() {
        let originals = PhonePatternTable()
        let sources = (0..<50).map { "(\\d{2})(\\d{\($0 % 9 + 1)})" }
        let threads = 8
        let patterns = IdentitiesByThread(count: sources.count * threads)
        let forms = IdentitiesByThread(count: sources.count * threads)
        // Alive to the end, so that no pattern's address is taken again by another's.
        let tables = (0..<threads).map { _ in PhonePatternTable(sharingFormsOf: originals) }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for (index, source) in sources.enumerated() {
                let pattern = tables[thread].pattern(source)
                let digits = String(repeating: "4", count: 2 + index % 9 + 1)
                #expect(pattern.matchesWhole(digits))
                #expect(!pattern.matchesWhole(digits + "4"))
                patterns.set(ObjectIdentifier(pattern), at: index * threads + thread)
                forms.set(pattern.compiled(.whole).map(ObjectIdentifier.init), at: index * threads + thread)
            }
        }
        for index in sources.indices {
            let slots = index * threads..<(index + 1) * threads
            #expect(Set(patterns.values[slots]).count == threads)
            let compiled = Set(forms.values[slots])
            #expect(compiled.count == 1 && compiled.first! != nil)
            #expect(compiled.first! == originals.pattern(sources[index]).compiled(.whole).map(ObjectIdentifier.init))
        }
    }
}
