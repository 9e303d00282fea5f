import CValidatorKitRuntimePlugins
import Testing
import ValidatorKit
import ValidatorKitRuntimePlugins

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The library side seen by a host written against `validatorkit_runtime_plugins.h` alone, as a
/// host in another language would be.
@Suite struct RuntimePluginExportTests {
    @Test func withoutAHostNothingIsRegistered() {
        #expect(RuntimePluginExport.register([LengthPlugin()], host: nil) == VALIDATORKIT_STATUS_INVALID_ARGUMENT.rawValue)
    }

    @Test func eachPluginIsRegisteredWithItsDescriptor() throws {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_OK)
        #expect(host.register(BasicValidators.all) == VALIDATORKIT_STATUS_OK.rawValue)
        struct Described: Decodable { let identifier: String }
        let identifiers = try host.registrations.map { registration in
            try JSONDecoder().decode(Described.self, from: Data(registration.descriptor.utf8)).identifier
        }
        #expect(identifiers == ["required", "length", "charset", "range", "date", "matches", "required-if", "one-of"])
    }

    @Test func theHostsRefusalIsTheEntryPointsStatus() {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_REGISTRATION_REFUSED)
        #expect(host.register([LengthPlugin()]) == VALIDATORKIT_STATUS_REGISTRATION_REFUSED.rawValue)
        #expect(host.registrations.isEmpty)
    }

    @Test func verdictsCrossAsNamedStates() throws {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_OK)
        #expect(host.register([LengthPlugin()]) == VALIDATORKIT_STATUS_OK.rawValue)
        let length = try #require(host.registrations.first)
        let validator = try #require("{\"min\":2}".withCString { length.make(length.plugin, $0, nil, nil) })
        defer { length.release(validator) }

        let short = Verdict.of("x", validator: validator, validate: length.validate)
        #expect(short.state == VALIDATORKIT_VERDICT_INVALID)
        #expect(short.code == "length.too_short")
        #expect(short.message == "Must be at least 2 characters")
        #expect(short.position == Int(VALIDATORKIT_NO_POSITION))
        #expect(short.fixableByTyping)

        let enough = Verdict.of("xy", validator: validator, validate: length.validate)
        #expect(enough.state == VALIDATORKIT_VERDICT_VALID)
        #expect(enough.code == "")
    }

    /// The flag reaches the validator's own `conclude`: four characters, incomplete as typed,
    /// conclude as too short.
    @Test func aVerdictOnAFinishedTextCrossesWhenAskedFor() throws {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_OK)
        #expect(host.register([FourOrFivePlugin()]) == VALIDATORKIT_STATUS_OK.rawValue)
        let plugin = try #require(host.registrations.first)
        let validator = try #require("{}".withCString { plugin.make(plugin.plugin, $0, nil, nil) })
        defer { plugin.release(validator) }
        #expect(Verdict.of("abcd", validator: validator, validate: plugin.validate).state == VALIDATORKIT_VERDICT_INCOMPLETE)
        let finished = Verdict.of(
            "abcd", validator: validator, validate: plugin.validate, flags: VALIDATORKIT_VALIDATE_AS_FINISHED.rawValue)
        #expect(finished.state == VALIDATORKIT_VERDICT_INVALID)
        #expect(finished.code == "length.too_short")
    }

    @Test func aRefusedOptionCrossesWithItsName() throws {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_OK)
        #expect(host.register([LengthPlugin()]) == VALIDATORKIT_STATUS_OK.rawValue)
        let length = try #require(host.registrations.first)
        var refusal = Refusal()
        let validator = withUnsafeMutablePointer(to: &refusal) { refusalPointer in
            "{\"min\":-1}".withCString { length.make(length.plugin, $0, refusalPointer, Refusal.receive) }
        }
        #expect(validator == nil)
        #expect(refusal.option == "min")
        #expect(refusal.message.contains("'-1'"))
    }

    @Test func aValidatorsCapabilitiesCrossAsFlagsAndCalls() throws {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_OK)
        #expect(host.register([CharsetPlugin(), ShoutingPairsPlugin()]) == VALIDATORKIT_STATUS_OK.rawValue)
        let charset = try #require(host.registrations.first)
        let digits = try #require(#"{"allowed":"digits"}"#.withCString { charset.make(charset.plugin, $0, nil, nil) })
        defer { charset.release(digits) }
        #expect(charset.capabilities?(digits) == VALIDATORKIT_CAPABILITY_INPUT_FILTER.rawValue | VALIDATORKIT_CAPABILITY_CONCLUSION.rawValue)
        #expect(Array("5".utf8).withUnsafeBufferPointer { charset.accepts?(digits, $0.baseAddress, $0.count) } == 1)
        #expect(Array("a".utf8).withUnsafeBufferPointer { charset.accepts?(digits, $0.baseAddress, $0.count) } == 0)

        let pairs = try #require(host.registrations.last)
        let shouting = try #require("{}".withCString { pairs.make(pairs.plugin, $0, nil, nil) })
        defer { pairs.release(shouting) }
        #expect(
            pairs.capabilities?(shouting)
                == VALIDATORKIT_CAPABILITY_SECTION_LAYOUT.rawValue | VALIDATORKIT_CAPABILITY_FORMATTER.rawValue
                | VALIDATORKIT_CAPABILITY_CONCLUSION.rawValue)
        #expect(Received.lengths(of: "abc", validator: shouting, sectionLayout: pairs.sectionLayout) == [2, 2])
        #expect(Received.lengths(of: "abcde", validator: shouting, sectionLayout: pairs.sectionLayout) == [2, 2, 2])
        #expect(Received.formatted("héllo", validator: shouting, format: pairs.format) == "HÉLLO")
    }

    @Test func anErrorOfThePluginsOwnTypeCrossesNamingThePlugin() throws {
        let host = RecordingHost(answer: VALIDATORKIT_STATUS_OK)
        #expect(host.register([FailingPlugin()]) == VALIDATORKIT_STATUS_OK.rawValue)
        let failing = try #require(host.registrations.first)
        var refusal = Refusal()
        let validator = withUnsafeMutablePointer(to: &refusal) { refusalPointer in
            "{}".withCString { failing.make(failing.plugin, $0, refusalPointer, Refusal.receive) }
        }
        #expect(validator == nil)
        #expect(refusal.option == nil)
        #expect(refusal.message == #"Plugin 'acme-digits' failed to build a validator: PluginOwnError(why: "zero digits")"#)
    }
}

/// A plugin whose validator wants five characters as typed, and concludes four as too short.
private struct FourOrFivePlugin: ValidatorPlugin {
    struct FourOrFive: Validator {
        func validate(_ text: String) -> Validity { text.count >= 5 ? .valid : .incomplete }
        func conclude(_ text: String) -> Validity {
            text.count == 4 ? .invalid(ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 5])) : validate(text)
        }
    }

    let identifier = "acme-four-or-five"
    let summary = "Five characters, four concluded too short"
    let options: [OptionDescription] = []
    let failureCodes = FailureCodeDescription.coreCodes.filter { $0.code == .lengthTooShort }

    func make(_ options: ValidatorOptions) throws -> any Validator { FourOrFive() }
}

/// A plugin whose validator accepts everything, groups the text in pairs with room for one more,
/// and shows it in capitals: a section layout that changes with the text, and a formatter.
private struct ShoutingPairsPlugin: ValidatorPlugin {
    struct ShoutingPairs: Validator, SectionLayoutProvider, TextFormatter {
        func validate(_ text: String) -> Validity { .valid }
        func sectionLayout(for text: String) -> SectionLayout {
            (try? SectionLayout(Array(repeating: 2, count: text.count / 2 + 1))) ?? .unsectioned
        }
        func formatted(_ text: String) -> String { text.uppercased() }
    }

    let identifier = "acme-shouting-pairs"
    let summary = "Accepts everything, in pairs, in capitals"
    let options: [OptionDescription] = []
    let failureCodes: [FailureCodeDescription] = []

    func make(_ options: ValidatorOptions) throws -> any Validator { ShoutingPairs() }
}

/// What the section-layout and format functions hand back.
private enum Received {
    static func lengths(
        of text: String, validator: UnsafeMutableRawPointer, sectionLayout: validatorkit_section_layout_function?
    ) -> [Int32] {
        var lengths: [Int32] = []
        withUnsafeMutablePointer(to: &lengths) { lengthsPointer in
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                sectionLayout?(validator, bytes.baseAddress, bytes.count, lengthsPointer) { context, lengths, count in
                    context?.assumingMemoryBound(to: [Int32].self).pointee = Array(UnsafeBufferPointer(start: lengths, count: count))
                }
            }
        }
        return lengths
    }

    static func formatted(_ text: String, validator: UnsafeMutableRawPointer, format: validatorkit_format_function?) -> String {
        var formatted = ""
        withUnsafeMutablePointer(to: &formatted) { formattedPointer in
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                format?(validator, bytes.baseAddress, bytes.count, formattedPointer) { context, bytes, length in
                    context?.assumingMemoryBound(to: String.self).pointee =
                        String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
                }
            }
        }
        return formatted
    }
}

/// A plugin whose `make` always throws an error of its own type.
private struct FailingPlugin: ValidatorPlugin {
    struct PluginOwnError: Error {
        let why: String
    }

    let identifier = "acme-digits"
    let summary = "Never builds a validator"
    let options: [OptionDescription] = []
    let failureCodes: [FailureCodeDescription] = []

    func make(_ options: ValidatorOptions) throws -> any Validator {
        throw PluginOwnError(why: "zero digits")
    }
}

/// A host that records each registration, or refuses each with `answer`.
private final class RecordingHost {
    struct Registration {
        let descriptor: String
        let plugin: UnsafeMutableRawPointer?
        let make: validatorkit_make_function
        let validate: validatorkit_validate_function
        let release: validatorkit_release_function
        let capabilities: validatorkit_capabilities_function?
        let accepts: validatorkit_accepts_function?
        let sectionLayout: validatorkit_section_layout_function?
        let format: validatorkit_format_function?
    }

    let answer: validatorkit_status
    var registrations: [Registration] = []

    init(answer: validatorkit_status) {
        self.answer = answer
    }

    /// Calls the export helper as a library's entry point would, with this host.
    func register(_ plugins: [any ValidatorPlugin]) -> Int32 {
        withExtendedLifetime(self) {
            var host = validatorkit_host_v2(context: Unmanaged.passUnretained(self).toOpaque(), register_plugin: Self.record)
            return withUnsafePointer(to: &host) { RuntimePluginExport.register(plugins, host: UnsafeRawPointer($0)) }
        }
    }

    private static let record: validatorkit_register_v2_function = { context, descriptor, plugin, functions in
        guard let context, let descriptor, let functions = functions?.pointee, let make = functions.make,
            let validate = functions.validate, let release = functions.release
        else {
            return VALIDATORKIT_STATUS_INVALID_ARGUMENT
        }
        let host = Unmanaged<RecordingHost>.fromOpaque(context).takeUnretainedValue()
        guard host.answer == VALIDATORKIT_STATUS_OK else { return host.answer }
        host.registrations.append(Registration(
            descriptor: String(cString: descriptor), plugin: plugin, make: make, validate: validate, release: release,
            capabilities: functions.capabilities, accepts: functions.accepts, sectionLayout: functions.section_layout,
            format: functions.format))
        return VALIDATORKIT_STATUS_OK
    }
}

/// One verdict as it crossed the interface.
private struct Verdict {
    var state = validatorkit_verdict_state(rawValue: 99)
    var code = ""
    var message = ""
    var position = 0
    var fixableByTyping = false

    static func of(
        _ text: String, validator: UnsafeMutableRawPointer, validate: validatorkit_validate_function, flags: UInt32 = 0
    ) -> Verdict {
        var verdict = Verdict()
        var text = text
        withUnsafeMutablePointer(to: &verdict) { verdictPointer in
            text.withUTF8 { validate(validator, $0.baseAddress, $0.count, Int32(bitPattern: flags), verdictPointer, receive) }
        }
        return verdict
    }

    private static let receive: validatorkit_result_function = { context, state, code, message, position, fixable, _ in
        guard let context else { return }
        let verdict = context.assumingMemoryBound(to: Verdict.self)
        verdict.pointee.state = state
        verdict.pointee.code = code.map { String(cString: $0) } ?? ""
        verdict.pointee.message = message.map { String(cString: $0) } ?? ""
        verdict.pointee.position = position
        verdict.pointee.fixableByTyping = fixable != 0
    }
}

/// Why a plugin refused its options, as it crossed the interface.
private struct Refusal {
    var option: String?
    var message = ""

    static let receive: validatorkit_failure_function = { context, option, message in
        guard let context else { return }
        let refusal = context.assumingMemoryBound(to: Refusal.self)
        refusal.pointee.option = option.map { String(cString: $0) }
        refusal.pointee.message = message.map { String(cString: $0) } ?? ""
    }
}
