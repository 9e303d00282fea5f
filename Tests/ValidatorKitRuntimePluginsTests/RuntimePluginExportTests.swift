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
        #expect(identifiers == ["required", "length", "charset", "matches", "required-if", "one-of"])
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
    }

    let answer: validatorkit_status
    var registrations: [Registration] = []

    init(answer: validatorkit_status) {
        self.answer = answer
    }

    /// Calls the export helper as a library's entry point would, with this host.
    func register(_ plugins: [any ValidatorPlugin]) -> Int32 {
        withExtendedLifetime(self) {
            var host = validatorkit_host(context: Unmanaged.passUnretained(self).toOpaque(), register_plugin: Self.record)
            return withUnsafePointer(to: &host) { RuntimePluginExport.register(plugins, host: UnsafeRawPointer($0)) }
        }
    }

    private static let record: validatorkit_register_function = { context, descriptor, plugin, make, validate, release in
        guard let context, let descriptor, let make, let validate, let release else {
            return VALIDATORKIT_STATUS_INVALID_ARGUMENT
        }
        let host = Unmanaged<RecordingHost>.fromOpaque(context).takeUnretainedValue()
        guard host.answer == VALIDATORKIT_STATUS_OK else { return host.answer }
        host.registrations.append(Registration(
            descriptor: String(cString: descriptor), plugin: plugin, make: make, validate: validate, release: release))
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
        _ text: String, validator: UnsafeMutableRawPointer, validate: validatorkit_validate_function
    ) -> Verdict {
        var verdict = Verdict()
        var text = text
        withUnsafeMutablePointer(to: &verdict) { verdictPointer in
            text.withUTF8 { validate(validator, $0.baseAddress, $0.count, 0, verdictPointer, receive) }
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
