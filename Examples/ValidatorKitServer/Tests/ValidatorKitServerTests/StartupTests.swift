import Foundation
import Testing
import ValidatorKitServer

/// A bad spec folder stops the service at start-up, naming the file and the JSON path.
@Suite struct StartupTests {
    private func folder(with files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("validator-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
        return url.path
    }

    @Test func theExampleSpecsAreServed() throws {
        #expect(try ValidationService.load(specFolder: specFolder, simulatesUsernameDirectory: true).catalog.names.contains("payment"))
        #expect(try ValidationService.load(specFolder: specFolder, simulatesUsernameDirectory: true).catalog.names.contains("signup"))
    }

    /// The simulated directory is there only when asked for: without it, the signup form's
    /// `username` plugin is unknown, and the error says how to get it.
    @Test func theSignupFormNeedsTheDemoDirectoryOrAPluginOfUsernames() throws {
        let error = #expect(throws: ServerStartupError.self) { try ValidationService.load(specFolder: specFolder) }
        #expect(error?.file.hasSuffix("/signup.json") == true)
        #expect(error?.problem.hasPrefix("fields[0].validators[2].plugin: Unknown plugin 'username'") == true)
        #expect(error?.problem.hasSuffix("; start with --demo-directory for the simulated directory of taken usernames, or load a library with --plugin PATH") == true)
    }

    @Test func aBadOptionNamesTheFileAndThePath() throws {
        let folder = try folder(with: [
            "good.json": #"{"fields":[{"id":"a"}]}"#,
            "broken.json": #"{"fields":[{"id":"a"},{"id":"b","validators":[{"plugin":"length","options":{"max":"many"}}]}]}"#,
        ])
        let error = #expect(throws: ServerStartupError.self) { try ValidationService.load(specFolder: folder) }
        #expect(error?.file == folder + "/broken.json")
        #expect(error?.problem.hasPrefix("fields[1].validators[0].options.max") == true)
    }

    @Test func anUnknownPluginNamesTheFileAndThePath() throws {
        let folder = try folder(with: ["a.json": #"{"fields":[{"id":"a","validators":[{"plugin":"nope"}]}]}"#])
        let error = #expect(throws: ServerStartupError.self) { try ValidationService.load(specFolder: folder) }
        #expect(error?.description.hasPrefix(folder + "/a.json: fields[0].validators[0].plugin") == true)
    }

    @Test func aFolderWithoutSpecsIsAnError() throws {
        let folder = try folder(with: ["notes.txt": "no specs here"])
        #expect(throws: ServerStartupError(file: folder, problem: "the spec folder holds no *.json form spec")) {
            try ValidationService.load(specFolder: folder)
        }
    }

    @Test func aMissingFolderIsAnError() throws {
        #expect(throws: ServerStartupError.self) { try ValidationService.load(specFolder: "/nonexistent/specs") }
    }
}
