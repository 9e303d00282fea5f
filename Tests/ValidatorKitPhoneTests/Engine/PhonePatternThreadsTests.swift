import Dispatch
import Testing
@testable import ValidatorKitPhone

/// Patterns first used by several threads at once: one compiled form for all of them, and a
/// pattern PCRE2 refuses refused on every thread without any of them waiting for ever.
struct PhonePatternThreadsTests {
    @Test func threadsMeetingAnUncompiledPatternAllGetTheOneFormCompiled() {
        // Fresh patterns (not the shared metadata's), each first matched by eight threads at once.
        let patterns = (0..<200).map { PhonePattern("(\\d{3})(\\d{\($0 % 7 + 1)})") }
        let threads = 8
        let forms = IdentitiesByThread(count: patterns.count * threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for (index, pattern) in patterns.enumerated() {
                forms.set(pattern.compiled(.whole).map(ObjectIdentifier.init), at: index * threads + thread)
                let digits = String(repeating: "7", count: 3 + index % 7 + 1)
                #expect(pattern.matchesWhole(digits))
                #expect(!pattern.matchesWhole(digits + "7"))
            }
        }
        for index in patterns.indices {
            let seen = Set(forms.values[index * threads..<(index + 1) * threads])
            #expect(seen.count == 1 && seen.first! != nil, "pattern \(index): \(seen.count) forms")
        }
    }

    @Test func aPatternRefusedIsRefusedOnEveryThread() {
        let refused = PhonePattern("(\\d{3}")
        let answers = IdentitiesByThread(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            answers.set(refused.compiled(.prefix).map(ObjectIdentifier.init), at: thread)
            #expect(!refused.matchesWhole("123"))
        }
        #expect(answers.values.allSatisfy { $0 == nil })
    }
}
