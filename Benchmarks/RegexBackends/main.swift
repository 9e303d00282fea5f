// The regex plugin's matching seam (CompiledPattern, MatchWorkspace) on one backend, built from
// the plugin's own sources by Benchmarks/Scripts/compare_regex_backends.sh, once with PCRE2 and
// once with NSRegularExpression, so the two print side by side. Not a target of any package.
import Foundation

/// The mean time of `body` over `iterations` runs after one warm-up run, in nanoseconds.
func nanoseconds(iterations: Int, _ body: () -> Void) -> Double {
    body()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
}

func workspace(for pattern: CompiledPattern, groups: Int = 0) -> MatchWorkspace {
    guard let workspace = MatchWorkspace(limits: RegexLimits(), withJITStack: pattern.isJITCompiled, groups: groups)
    else { fatalError("no workspace") }
    return workspace
}

func outcome(_ pattern: CompiledPattern, _ text: String) -> MatchOutcome {
    let space = workspace(for: pattern)
    return Array(text.utf8).withUnsafeBufferPointer { pattern.match($0, using: space) }
}

// The email preset, typed key by key: one typing match per keystroke.
let email = try CompiledPattern(pattern: #"[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}"#, flags: [])
let emailSpace = workspace(for: email)
let typed = "bob.smith@example.com"
let prefixes = (1...typed.count).map { Array(typed.prefix($0).utf8) }
let perKeystroke = nanoseconds(iterations: 2_000) {
    for prefix in prefixes { _ = prefix.withUnsafeBufferPointer { email.match($0, using: emailSpace) } }
} / Double(prefixes.count)
print("email preset, one keystroke (typing match):", String(format: "%.0f ns", perKeystroke))

// A libphonenumber-style national number pattern, matched whole as the phone engine does.
let national = try CompiledPattern(pattern: #"(?:[2-9]\d{2})\d{6,7}"#, flags: [], mode: .whole)
let nationalSpace = workspace(for: national, groups: 20)
let number = Array("2079460958".utf8)
let wholeMatch = nanoseconds(iterations: 20_000) {
    _ = number.withUnsafeBufferPointer { national.completeMatch($0, using: nationalSpace) }
}
print("phone-style pattern, whole match:", String(format: "%.0f ns", wholeMatch))

// The issue's worst case: (a+)+$ on thirty a's and a '!', until the match limit.
let evil = try CompiledPattern(pattern: "(a+)+$", flags: [])
let evilText = String(repeating: "a", count: 30) + "!"
var evilOutcome = MatchOutcome.match
let toTheLimit = nanoseconds(iterations: 20) { evilOutcome = outcome(evil, evilText) }
print("(a+)+$ on 30 a's and '!':", String(format: "%.1f ms", toTheLimit / 1e6), evilOutcome)

let code = try CompiledPattern(pattern: "[A-Z]{2}[0-9]{4}", flags: [])
print("[A-Z]{2}[0-9]{4}:", ["AB12", "AB1234", "A1"].map { "\($0) \(outcome(code, $0))" }.joined(separator: ", "))
