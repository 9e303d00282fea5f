import Foundation
import Testing
import ValidatorKit
import ValidatorKitRegex

/// Every `pattern` a regex validator states means, in ECMA-262 (Node.js's `RegExp` with the `u`
/// flag, as JSON Schema validators such as Ajv read it), what the validator means: for every
/// text up to a length over an alphabet of the pattern's characters and their tricky
/// neighbours (other cases, the Kelvin sign, line breaks, combining marks, emoji), both accept
/// it or both refuse it.
@Suite struct ECMAScriptAgreementTests {
    static let node = "/usr/bin/node"

    struct Case: Sendable, CustomTestStringConvertible {
        let pattern: String
        let flags: RegexFlags
        let alphabet: String
        let longest: Int
        /// Longer texts to judge too.
        var samples: [String] = []
        var testDescription: String { "/\(pattern)/\(flags)" }
    }

    static let cases: [Case] = [
        Case(pattern: "[0-9]{2}(?:-[0-9])?", flags: [], alphabet: "09-a\n", longest: 5),
        Case(pattern: "a.b", flags: [], alphabet: "ab\n\r\u{2028}😀", longest: 4),
        Case(pattern: "a.b", flags: .dotMatchesNewline, alphabet: "ab\n\r\u{2028}😀", longest: 4),
        Case(pattern: "ks|s+", flags: .caseInsensitive, alphabet: "kKsS\u{212A}\u{017F}", longest: 3),
        Case(pattern: "[^a-c]+", flags: .caseInsensitive, alphabet: "aAcCdD\n😀", longest: 3),
        Case(pattern: "^(ab|a)*$", flags: [], alphabet: "ab\n", longest: 5),
        Case(pattern: #"[\]\\^-]x?"#, flags: [], alphabet: "]\\^-x[", longest: 3),
        Case(pattern: "é+|e\u{301}", flags: [], alphabet: "eé\u{301}E", longest: 3),
        Case(pattern: "a{2,3}?b{0,1}", flags: [], alphabet: "ab", longest: 6),
        Case(pattern: "😀+x", flags: [], alphabet: "😀x", longest: 4),
        Case(pattern: #"[\x41-\x{44}]\."#, flags: [], alphabet: "ABDE.a", longest: 3),
        Case(pattern: "a b # c\n c", flags: .extended, alphabet: "abc #", longest: 4),
    ] + RegexPreset.all.map { preset in
        let vectors = Fixtures.presetVectors.first { $0.name == preset.name }
        return Case(
            pattern: preset.pattern, flags: preset.flags, alphabet: "aZ0-.@#", longest: 4,
            samples: (vectors?.valid ?? []) + (vectors?.incomplete ?? []) + (vectors?.invalid ?? []))
    } + Fixtures.patternSamples.compactMap { sample in
        // The prefix property's patterns, where they are in the subset.
        let flags = RegexFlags(letters: sample.flags ?? "") ?? []
        guard let validator = try? RegexValidator(pattern: sample.pattern, flags: flags),
            validator.schemaKeywords["pattern"] != nil
        else { return nil }
        return Case(pattern: sample.pattern, flags: flags, alphabet: "a0-. \n", longest: 3, samples: sample.valid)
    }

    @Test(arguments: cases)
    func nodeAndPCRE2AcceptTheSameTexts(_ testCase: Case) throws {
        let validator = try RegexValidator(pattern: testCase.pattern, flags: testCase.flags)
        guard case .string(let pattern)? = validator.schemaKeywords["pattern"] else {
            Issue.record("\(testCase.pattern) states no pattern: \(validator.schemaKeywords)")
            return
        }
        let texts = Self.texts(over: Array(testCase.alphabet), upTo: testCase.longest) + testCase.samples
        let nodeVerdicts = try Self.nodeVerdicts(pattern: pattern, texts: texts)
        try #require(nodeVerdicts.count == texts.count)
        for (text, nodeAccepts) in zip(texts, nodeVerdicts) {
            #expect(validator.validate(text).isValid == nodeAccepts, "\(pattern) on \(text.debugDescription)")
        }
    }

    /// The `i` flag's classes hold every character PCRE2 folds with an ASCII letter, and no
    /// other: every character of the Basic Multilingual Plane, one at a time.
    @Test func caselessLettersMatchTheSameCharactersInBoth() throws {
        let validator = try RegexValidator(pattern: "[a-z]", flags: .caseInsensitive)
        guard case .string(let pattern)? = validator.schemaKeywords["pattern"] else {
            Issue.record("[a-z] with the i flag states no pattern: \(validator.schemaKeywords)")
            return
        }
        let texts = (0...0xFFFF).compactMap(Unicode.Scalar.init).map { String($0) }
        let nodeVerdicts = try Self.nodeVerdicts(pattern: pattern, texts: texts)
        try #require(nodeVerdicts.count == texts.count)
        let disagreements = zip(texts, nodeVerdicts).filter { validator.validate($0.0).isValid != $0.1 }.map(\.0)
        #expect(disagreements.isEmpty, "\(disagreements.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    /// Every text of at most `longest` characters drawn from `alphabet`.
    static func texts(over alphabet: [Character], upTo longest: Int) -> [String] {
        var all = [""]
        var previous = [""]
        for _ in 0..<longest {
            previous = previous.flatMap { text in alphabet.map { text + String($0) } }
            all += previous
        }
        return all
    }

    /// Whether `new RegExp(pattern, "u")` finds a match in each text.
    static func nodeVerdicts(pattern: String, texts: [String]) throws -> [Bool] {
        guard FileManager.default.isExecutableFile(atPath: node) else {
            Issue.record("ECMA-262 patterns are checked with Node.js: apt-get install nodejs")
            return []
        }
        let script = """
            const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
            const pattern = new RegExp(input.pattern, "u");
            process.stdout.write(JSON.stringify(input.texts.map((text) => pattern.test(text))));
            """
        let request = try JSONSerialization.data(withJSONObject: ["pattern": pattern, "texts": texts])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(request)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "node refused the pattern \(pattern)")
        return try JSONSerialization.jsonObject(with: answer) as? [Bool] ?? []
    }
}
