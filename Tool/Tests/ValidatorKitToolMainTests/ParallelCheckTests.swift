import Foundation
import Testing

/// `check --jobs N`: lines judged on several threads, answered in input order, byte for byte what
/// one thread answers, and what the plain C filter of the benchmarks answers.
@Suite struct ParallelCheckTests {
    /// Card-like numbers (half with a wrong check digit), a few digits, letters among digits,
    /// empty lines and CRLF ends: every answer of `check luhn` that ASCII input can get.
    static let luhnInput: [UInt8] = {
        var text = ""
        for index in 0..<60_000 {
            // Sixteen digits that look random: the index scrambled by a multiplication.
            let scrambled = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
            switch index % 10 {
            case 7: text += ""
            case 8: text += "12a4\r"
            case 9: text += String(scrambled % 10)
            default:
                let digits = String(scrambled % 10_000_000_000_000_000)
                text += String(repeating: "0", count: 16 - digits.count) + digits
            }
            text += "\n"
        }
        return Array(text.utf8)
    }()

    @Test(arguments: [1, 2, 3])
    func outputIsTheCReferenceFiltersByteForByte(jobs: Int) throws {
        let reference = try CReferenceFilter.run(source: "check_luhn.c", input: Self.luhnInput)
        let result = try DemoProcess.run(["check", "luhn", "--jobs", String(jobs)], input: Self.luhnInput)
        #expect(result.status == reference.status)
        #expect(result.standardOutput == reference.output)
        #expect(result.outputLines.count == 60_000)
    }

    /// Lines of every kind: not UTF-8, emoji, control characters, a long line, no final newline.
    @Test func twoAndFourJobsAnswerWhatOneJobAnswers() throws {
        var input: [UInt8] = []
        for index in 0..<30_000 {
            switch index % 6 {
            case 0: input += Array("378282246310005".utf8)
            case 1: input += [0x34, 0xC3, 0x28, 0x32]
            case 2: input += Array("4242 4242 4242 4242 🙂".utf8)
            case 3: input += Array("4242\u{1}4242".utf8)
            case 4 where index % 3_000 == 4: input += Array(repeating: UInt8(ascii: "4"), count: 100_000)
            case 4: input += Array("6011 1111 1111 1117".utf8)
            default: input += Array("4000056655665556".utf8)
            }
            input.append(UInt8(ascii: "\n"))
        }
        input += Array("5555555555554444".utf8)
        let one = try DemoProcess.run(["check", "card", "--jobs", "1"], input: input)
        for jobs in [2, 4] {
            let many = try DemoProcess.run(["check", "card", "--jobs", String(jobs)], input: input)
            #expect(many.status == one.status)
            #expect(many.standardOutput == one.standardOutput, "--jobs \(jobs)")
        }
        #expect(one.outputLines.count == 30_001)
        #expect(one.outputLines.last?.hasPrefix(#"{"line":30001,"validity":"valid""#) == true)
    }

    /// Records of every kind (valid, wrong codes, not JSON, not UTF-8) judged on three threads.
    @Test func recordsOnThreeJobsAreAnsweredAsOnOne() throws {
        var input: [UInt8] = []
        let cards = ["378282246310005", "4242424242424242", "4000056655665556", "1234"]
        for index in 0..<20_000 {
            switch index % 7 {
            case 5: input += Array("not json".utf8)
            case 6: input += Array(#"{"name":"A"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
            default:
                let code = index.isMultiple(of: 3) ? "1234" : "123"
                input += Array(#"{"name":"Ada Lovelace","card":"\#(cards[index % 4])","expiry":"12/40","cvc":"\#(code)"}"#.utf8)
            }
            input.append(UInt8(ascii: "\n"))
        }
        let spec = PackagePaths.exampleSpecs.appendingPathComponent("payment.json").path
        let one = try DemoProcess.run(["check", "--spec", spec, "--jobs", "1"], input: input)
        let three = try DemoProcess.run(["check", "--spec", spec, "--jobs", "3"], input: input)
        #expect(one.outputLines.count == 20_000)
        #expect(three.status == one.status)
        #expect(three.standardOutput == one.standardOutput)
    }

    /// A person typing one line at a time gets each verdict before typing the next.
    @Test func eachLineIsAnsweredBeforeTheNextArrives() throws {
        let session = try InteractiveDemo(["check", "luhn", "--jobs", "2"])
        for (number, line) in ["79927398713", "79927398710", "4242424242424242"].enumerated() {
            let answer = try session.send(line)
            #expect(answer.hasPrefix(#"{"line":\#(number + 1),"#))
        }
        #expect(session.finish() == 1)
    }

    /// RFC 6238 Appendix B's SHA-1 code at T = 59 on every line: only the first is accepted,
    /// even when four threads were asked for, because the verifier remembers what it accepted.
    @Test func aValidatorThatRemembersJudgesInOrderWhateverJobsSays() throws {
        let input = Array(String(repeating: "94287082\n", count: 20_000).utf8)
        let result = try DemoProcess.run(
            ["check", "otp", "--option", "secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "--option", "digits=8",
             "--option", "time=59", "--option", "window=0", "--jobs", "4"],
            input: input)
        let codes = result.outputLines.map { $0.contains(#""validity":"valid""#) ? "valid" : "replayed" }
        #expect(codes.count == 20_000)
        #expect(codes.first == "valid")
        #expect(codes.dropFirst().allSatisfy { $0 == "replayed" })
    }

    @Test func jobsBelowOneIsAUsageMistake() throws {
        let result = try DemoProcess.run(["check", "luhn", "--jobs", "0"], input: "1\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: --jobs must be at least 1, not 0\n")
    }
}
