import Foundation
import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitIBAN
import ValidatorKitRuntimePlugins
import ValidatorKitSession
import ValidatorKitTesting

/// The IBAN plugin linked into the program and the same plugin loaded from its built library
/// (`libValidatorKitIBANPlugin.so`, the package's `.dynamic` product) behave the same: a field
/// gets the same sections, the same input filter and the same verdicts, so replay traces and
/// `check` output are identical byte for byte.
@Suite struct LinkedAndLoadedTests {
    /// The library beside the test bundle, where SwiftPM builds every product (the package's own
    /// `.build`, or the scratch folder `scripts/test` shares).
    static let library = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("libValidatorKitIBANPlugin.so").path

    /// A field whose sections follow the country, typed with a refused `?`, a pasted IBAN with
    /// dashes, a deletion and a submit.
    static let events = """
        focus iban
        type gb82
        type ?
        type west
        paste 1234-5698-7654-32
        backspace
        type 3
        submit
        backspace
        type 2
        submit

        """

    static let spec = #"{"fields": [{"id": "iban", "title": "IBAN", "validators": [{"plugin": "iban"}]}]}"#

    static let lines = "GB82 WEST 1234 5698 7654 32\nGB82 WEST 1234 5698 7654 33\nDE89 3704 0044 0532 0130 00\nXX00\n??\n\n"

    func registries() throws -> (linked: ValidatorRegistry, loaded: ValidatorRegistry) {
        let linked = ValidatorRegistry()
        try linked.register(IBANPlugin())
        let loaded = ValidatorRegistry()
        guard FileManager.default.fileExists(atPath: Self.library) else {
            Issue.record("\(Self.library) is missing: run `swift build` in Examples/ValidatorKitIBAN first")
            return (linked, loaded)
        }
        try RuntimePluginLoader.load(Self.library, into: loaded)
        return (linked, loaded)
    }

    @Test func theLoadedPluginAnswersAsTheLinkedOne() throws {
        #expect(
            try LoadedPluginComparison.differences(
                between: IBANPlugin(), andTheLibraryAt: Self.library,
                inputs: publishedIBANs + ["GB82 WEST?", "gb82-west-1234", "XX00", "GB82 WEST 1234 5698 7654 33"]) == [])
    }

    @Test func replayTracesAreIdentical() throws {
        let (linked, loaded) = try registries()
        let linkedTrace = try trace(with: linked)
        #expect(linkedTrace.contains(#""sections":[4,4,4,4,4,2]"#), "the trace shows the sections of a British IBAN")
        #expect(linkedTrace.contains(#""event":"refusedInput","field":"iban","reason":"notAccepted""#), "the trace shows the refused '?'")
        #expect(try trace(with: loaded) == linkedTrace)
    }

    @Test func checkOutputIsIdentical() throws {
        let (linked, loaded) = try registries()
        let linkedOutput = try check(with: linked)
        #expect(linkedOutput.contains(#""code":"iban.checksum""#))
        #expect(try check(with: loaded) == linkedOutput)
    }

    private func trace(with registry: ValidatorRegistry) throws -> String {
        let clock = ManualFieldClock()
        let prepared = try FormPreparation.prepare(FormSpec.decode(Array(Self.spec.utf8)), registry: registry, clock: clock)
        return try withFiles(input: Self.events) { input, output in
            try ReplayRunner(prepared: prepared, clock: clock).run(input: input, output: output)
        }
    }

    private func check(with registry: ValidatorRegistry) throws -> String {
        let validator = try registry.makeValidator("iban")
        return try withFiles(input: Self.lines) { input, output in
            _ = try BatchCheck(validator: validator).run(input: input, output: output)
        }
    }

    /// Runs `body` with a file holding `input` open for reading and an empty file open for
    /// writing; returns what `body` wrote.
    private func withFiles(input: String, _ body: (Int32, Int32) throws -> Void) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-and-loaded-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("input")
        let outputURL = folder.appendingPathComponent("output")
        try input.write(to: inputURL, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let reading = try FileHandle(forReadingFrom: inputURL)
        let writing = try FileHandle(forWritingTo: outputURL)
        try body(reading.fileDescriptor, writing.fileDescriptor)
        try reading.close()
        try writing.close()
        return try String(contentsOf: outputURL, encoding: .utf8)
    }
}
