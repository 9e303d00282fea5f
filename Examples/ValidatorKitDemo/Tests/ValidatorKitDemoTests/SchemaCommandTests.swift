import Foundation
import Testing

/// `validator-demo schema` prints a JSON Schema that agrees with the specs the demo reads: a
/// reference validator (Debian's python3-jsonschema) accepts every shipped spec and refuses each
/// mistake the demo refuses.
@Suite struct SchemaCommandTests {
    static let python = "/usr/bin/python3"

    /// Mistakes the demo refuses, each with the JSON path its message names.
    static let mistakes: [(document: String, path: String)] = [
        (#"{"fields": [{"id": "a", "titel": "A"}]}"#, "fields[0].titel"),
        (#"{"felds": [{"id": "a"}]}"#, "felds"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "option": {"min": 2}}]}]}"#, "fields[0].validators[0].option"),
        (#"{"fields": []}"#, "fields"),
        (#"{"fields": [{"title": "A"}]}"#, "fields[0].id"),
        (#"{"fields": [{"id": ""}]}"#, "fields[0].id"),
        (#"{"fields": [{"id": "a", "sections": [3, 0]}]}"#, "fields[0].sections[1]"),
        (#"{"fields": [{"id": "a", "secure": "yes"}]}"#, "fields[0].secure"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": 7}]}]}"#, "fields[0].validators[0].plugin"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": {"min": [2]}}]}]}"#, "fields[0].validators[0].options.min"),
        (#"{"extraMembers": "reject", "fields": [{"id": "a"}]}"#, "extraMembers"),
        (#"{"fields": [{"id": "a", "type": "date"}]}"#, "fields[0].type"),
        (#"{"fields": [{"id": "a", "choices": ["x"]}]}"#, "fields[0].choices"),
        (#"{"fields": [{"id": "a", "type": "choice", "choices": ["x", "x"]}]}"#, "fields[0].choices[1]"),
        (#"{"fields": [{"id": "a", "type": "group"}]}"#, "fields[0].fields"),
        (#"{"fields": [{"id": "a", "type": "group", "fields": [{"id": "b", "titel": "B"}]}]}"#, "fields[0].fields[0].titel"),
        (#"{"fields": [{"id": "a", "type": "group", "fields": [{"id": "b"}], "validators": []}]}"#, "fields[0].validators"),
        (#"{"fields": [{"id": "a", "type": "list"}]}"#, "fields[0].item"),
        (#"{"fields": [{"id": "a", "type": "list", "item": {"id": "b"}}]}"#, "fields[0].item.id"),
        (#"{"fields": [{"id": "a", "type": "list", "item": {}, "minItems": -1}]}"#, "fields[0].minItems"),
        (#"{"fields": [{"id": "a", "maxItems": 3}]}"#, "fields[0].maxItems"),
    ]

    /// Every spec the repository ships or replays.
    static var shippedSpecs: [URL] {
        let folders = [PackagePaths.exampleSpecs, PackagePaths.replayFixtures.appendingPathComponent("Specs")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "json" }
        }
    }

    @Test func theSchemaIsJSONNamingItsDialect() throws {
        let result = try DemoProcess.run(["schema"])
        #expect(result.status == 0)
        let schema = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(schema?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func theReferenceValidatorAcceptsEveryShippedSpec() throws {
        let specs = Self.shippedSpecs
        #expect(specs.count >= 4)
        let verdicts = try referenceVerdicts(on: specs.map { try String(contentsOf: $0, encoding: .utf8) })
        for (spec, verdict) in zip(specs, verdicts) {
            #expect(verdict == "valid", "\(spec.lastPathComponent): \(verdict)")
        }
    }

    @Test func theReferenceValidatorAndTheDemoRefuseTheSameMistakes() throws {
        let verdicts = try referenceVerdicts(on: Self.mistakes.map(\.document))
        for ((document, path), verdict) in zip(Self.mistakes, verdicts) {
            #expect(verdict.hasPrefix("invalid"), "the schema accepts \(document)")
            let spec = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID()).json")
            try document.write(to: spec, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: spec) }
            let result = try DemoProcess.run(["replay", "--spec", spec.path], input: "")
            #expect(result.status == 2)
            #expect(result.standardError.hasPrefix("validator-demo: \(spec.path): \(path)"), "\(result.standardError)")
        }
    }

    /// What python3-jsonschema says of each document against the printed schema: `valid`, or
    /// `invalid: ` and its first reason.
    private func referenceVerdicts(on documents: [String]) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            Issue.record("The schema is checked with Debian's Python: apt-get install python3 python3-jsonschema")
            return []
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.json")
        try DemoProcess.run(["schema"]).standardOutput.write(to: schema, atomically: true, encoding: .utf8)
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let path = folder.appendingPathComponent("\(index).json")
            try document.write(to: path, atomically: true, encoding: .utf8)
            paths.append(path.path)
        }
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("python3-jsonschema is missing: apt-get install python3-jsonschema"); sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = list(validator.iter_errors(json.load(open(path))))
                print("valid" if not errors else "invalid: " + errors[0].message)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = ["-c", script, schema.path] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        return printed.split(separator: "\n").map(String.init)
    }
}
