import ValidatorKitStandard
import Testing
import ValidatorKit

/// What every built-in plugin does with full-width and Arabic-Indic digits, direction marks,
/// combining marks, emoji sequences, NUL and separators: decided, documented in SECURITY.md,
/// and held here.
@Suite struct UnusualCharacterTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
    }

    @Test(arguments: UnusualCharacterCase.all)
    func eachPluginTreatsUnusualCharactersAsDocumented(_ row: UnusualCharacterCase) throws {
        let validator = try registry.makeValidator(row.plugin, options: row.options.mapValues(JSONValue.string))
        #expect(UnusualCharacterCase.summary(of: validator.validate(row.text)) == row.expected)
    }

    /// The digit-only plugins' input filters refuse what their validators refuse, so a field
    /// never takes a character its validator would then reject.
    @Test(arguments: ["card", "luhn", "otp"])
    func digitFiltersAcceptOnlyASCIIDigits(plugin: String) throws {
        let filter = try #require(try registry.makeValidator(plugin).inputFilter)
        #expect("0123456789".allSatisfy(filter.accepts))
        #expect(!"４٤۴߄𝟒\u{200F}\u{0}a+".contains(where: filter.accepts))
    }

    /// The phone filter reads digits of every script, as libphonenumber does, and hands the
    /// number on as ASCII.
    @Test func thePhoneFilterAcceptsDigitsOfEveryScript() throws {
        let phone = try registry.makeValidator("phone")
        let filter = try #require(phone.inputFilter)
        #expect("0123456789４٤۴+".allSatisfy(filter.accepts))
        #expect(!"\u{200F}\u{0}👍".contains(where: filter.accepts))
        let details = try #require(phone.detailsProvider).details(for: "６５０２５３００００")
        #expect(details["e164"] == .string("+16502530000"))
    }
}
