import Foundation
import Testing

/// A real plugin library, compiled by the tests from `Fixtures/described_plugin.c` with the C
/// compiler `cc`, whose one plugin has the descriptor (JSON) the test gives.
struct DescribedPluginLibrary {
    /// The folder holding the library, `libdescribed.so`.
    let folder: URL
    /// The library's full path.
    var path: String { folder.appendingPathComponent(Self.fileName).path }

    static let fileName = "libdescribed.so"
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let header = testsFolder
        .appendingPathComponent("../../Sources/CValidatorKitRuntimePlugins/include").standardized

    /// Builds the library in a new temporary folder; a missing compiler fails the test saying what
    /// to install.
    init(descriptor: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("described-plugin-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let literal = descriptor.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try "#define DESCRIPTOR \"\(literal)\"\n".write(
            to: folder.appendingPathComponent("descriptor.h"), atomically: true, encoding: .utf8)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cc") else {
            Issue.record("Building a plugin library needs a C compiler at /usr/bin/cc: apt-get install gcc")
            return
        }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
        compiler.arguments = [
            "-shared", "-fPIC", "-I", Self.header.path, "-I", folder.path, "-o", path,
            Self.testsFolder.appendingPathComponent("Fixtures/described_plugin.c").path,
        ]
        try compiler.run()
        compiler.waitUntilExit()
        #expect(compiler.terminationStatus == 0, "cc could not build \(Self.fileName)")
    }

    /// A plugin descriptor in the interface's JSON.
    static func descriptor(identifier: String, summary: String = "Accepts everything", options: String = "[]") -> String {
        #"{"identifier":"\#(identifier)","summary":"\#(summary)","options":\#(options),"failureCodes":[]}"#
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
