@testable import ValidatorKitRegex
import Testing

/// Validators with the same pattern and flags share one compilation, for as long as one lives.
@Suite struct CompiledPatternCacheTests {
    @Test func validatorsWithTheSamePatternAndFlagsShareOneCompilation() throws {
        let first = try RegexValidator(pattern: "[a-z]+-shared", message: "One")
        let second = try RegexValidator(pattern: "[a-z]+-shared", message: "Two", limits: RegexLimits(matchLimit: 10))
        #expect(first.compiled === second.compiled)
    }

    @Test func differentFlagsCompileSeparately() throws {
        let plain = try RegexValidator(pattern: "[a-z]+-flagged")
        let caseless = try RegexValidator(pattern: "[a-z]+-flagged", flags: .caseInsensitive)
        #expect(plain.compiled !== caseless.compiled)
    }

    @Test func forgetsPatternsNoValidatorUses() throws {
        let cache = CompiledPatternCache()
        var compiled: CompiledPattern? = try cache.compiledPattern("a+", flags: [])
        #expect(cache.liveCount == 1)
        #expect(try cache.compiledPattern("a+", flags: []) === compiled)
        compiled = nil
        #expect(cache.liveCount == 0)
    }

    @Test func doesNotCacheARefusedPattern() {
        let cache = CompiledPatternCache()
        #expect(throws: RegexPatternError.self) { try cache.compiledPattern("(", flags: []) }
        #expect(cache.liveCount == 0)
    }

    #if arch(x86_64) || arch(arm64)
    /// The JIT is PCRE2's; the Foundation backend has none.
    @Test(arguments: RegexPreset.all)
    func presetsAreJITCompiledWhereTheJITIsSupported(preset: RegexPreset) throws {
        #expect(try RegexValidator(preset: preset).compiled.isJITCompiled == (RegexBackend.current == .pcre2))
    }
    #endif
}
