import Foundation
import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

@Suite struct BatchCheckTests {
    func check(_ input: [UInt8], with validator: any Validator) throws -> (allValid: Bool, output: String) {
        let files = try DescriptorPair(input: input)
        let allValid = try BatchCheck(validator: validator).run(input: files.input, output: files.output)
        return (allValid, try files.written())
    }

    @Test func eachLineGetsOneVerdictInOrder() throws {
        let result = try check(Array("abc\nx\r\n".utf8), with: LengthValidator(minimum: 2))
        #expect(!result.allValid)
        #expect(result.output == """
            {"line":1,"validity":"valid","details":{}}
            {"line":2,"validity":"invalid","code":"length.too_short","message":"Must be at least 2 characters","details":{}}

            """)
    }

    @Test func aLineThatIsNotUTF8NamesItsFirstBadByte() throws {
        let result = try check(Array("ok\n".utf8) + [0x61, 0xC3, 0x28], with: LengthValidator(minimum: 0))
        #expect(!result.allValid)
        #expect(result.output.hasSuffix("""
            {"line":2,"validity":"invalid","code":"input.encoding","message":"Line is not valid UTF-8 at byte 1","position":1,"details":{}}

            """))
    }

    @Test func everyLineValidIsAllValid() throws {
        let result = try check(Array("ab\ncd".utf8), with: LengthValidator(minimum: 2))
        #expect(result.allValid)
        #expect(result.output.split(separator: "\n").count == 2)
    }

    @Test func detailsOfTheLineItselfAreWrittenForEveryLineAmongDetailsThatRepeat() throws {
        // Details like a valid phone number's (its E.164 is its own) for "own" lines, details
        // shared by many lines (like a card's brand) for the others, mixed in every proportion.
        let texts = (0..<600).map { index in
            index < 100 || index.isMultiple(of: 5) ? "shared\(index % 3)" : "own\(index)"
        }
        let result = try check(Array(texts.map { $0 + "\n" }.joined().utf8), with: DetailsOfTheText())
        #expect(result.allValid)
        let expected = texts.enumerated().map { index, text in
            let kind = text.hasPrefix("own") ? "own" : "shared"
            return #"{"line":\#(index + 1),"validity":"valid","details":{"kind":"\#(kind)","text":"\#(text)"}}"#
        }
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == texts.count)
        #expect(lines.indices.first { lines[$0] != expected[$0] } == nil, "the first line with details not its own")
    }
}

/// A validator that reports the text itself and whether it is one of the few `shared…` texts.
private struct DetailsOfTheText: Validator, ValidationDetailsProvider {
    func validate(_ text: String) -> Validity { .valid }

    func details(for text: String) -> ValidationDetails {
        ["kind": .string(text.hasPrefix("own") ? "own" : "shared"), "text": .string(text)]
    }
}

/// A verifier at submission that remembers every text submitted to it, in order.
private final class RememberingVerifier: SubmissionVerifier, @unchecked Sendable {
    // Safe: `seen` is read and written only under `lock`.
    private let lock = NSLock()
    private var seen: [String] = []

    var textsInOrderSubmitted: [String] {
        lock.withLock { seen }
    }

    func verify(_ text: String) -> Validity {
        lock.withLock { seen.append(text) }
        return .valid
    }
}

/// A validator that accepts any text and verifies it at submission with `verifier`.
private struct SubmittedValidator: Validator {
    let verifier = RememberingVerifier()

    func validate(_ text: String) -> Validity { .valid }

    var submissionVerifier: (any SubmissionVerifier)? { verifier }
}

@Suite struct ParallelBatchCheckTests {
    @Test func linesOfAValidatorThatVerifiesAtSubmissionAreSubmittedInInputOrderWhateverTheJobs() throws {
        let lines = (1...50_000).map(String.init)
        let validator = SubmittedValidator()
        let check = BatchCheck(validator: validator, jobs: 4)
        let files = try DescriptorPair(input: Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(check.jobs == 1)
        #expect(try check.run(input: files.input, output: files.output))
        let submitted = validator.verifier.textsInOrderSubmitted
        #expect(submitted.count == lines.count)
        #expect(submitted.indices.first { submitted[$0] != lines[$0] } == nil, "the first text submitted out of order")
    }

    @Test func linesAreJudgedOnSeveralThreadsAndAnsweredInInputOrder() throws {
        let lines = (1...50_000).map { $0.isMultiple(of: 3) ? "x" : "n\($0)" }
        let files = try DescriptorPair(input: Array((lines.joined(separator: "\n") + "\n").utf8))
        let allValid = try BatchCheck(validator: try LengthValidator(minimum: 2), jobs: 3).run(input: files.input, output: files.output)
        let output = try files.written().split(separator: "\n")
        #expect(!allValid)
        #expect(output.count == 50_000)
        let misplaced = output.indices.filter { index in
            let expected = lines[index] == "x" ? #""validity":"invalid""# : #""validity":"valid""#
            return !output[index].hasPrefix(#"{"line":\#(index + 1),\#(expected)"#)
        }
        #expect(misplaced.isEmpty)
    }

    @Test func linesAreNumberedRightOnSeveralThreadsWhateverBytesTheyHold() throws {
        // Lines of 0 to 23 bytes, next to each newline bytes one bit away from it (0x0B, 0x8A,
        // 0x0E, 0x02) or sharing its low bits (U+008A is 0xC2 0x8A), so a newline falls at every
        // place of an eight-byte word: each block's first line number comes from counting them.
        let pieces = ["\u{0B}", "\u{8A}", "\u{0E}", "\u{02}", "ê", "\t", "x", "\u{7F}"]
        let lines = (0..<40_000).map { index in
            String(repeating: pieces[index % pieces.count], count: index % 12) + (index.isMultiple(of: 5) ? "" : "\u{0B}")
        }
        let files = try DescriptorPair(input: Array((lines.joined(separator: "\n") + "\n").utf8))
        let allValid = try BatchCheck(validator: try LengthValidator(minimum: 0), jobs: 2).run(input: files.input, output: files.output)
        let output = try files.written().split(separator: "\n")
        #expect(allValid)
        #expect(output.count == lines.count)
        let misnumbered = output.indices.first { !output[$0].hasPrefix(#"{"line":\#($0 + 1),"validity":"valid""#) }
        #expect(misnumbered == nil, "the first line numbered wrong")
    }
}
