import Foundation
import Testing

/// `validator schema` prints a JSON Schema that agrees with the specs the demo reads: a
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
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "password", "options": {"context": ["username", 5]}}]}]}"#,
            "fields[0].validators[0].options.context[1]"),
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
        let folders = [PackagePaths.exampleSpecs, PackagePaths.replaySpecs]
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
            #expect(result.standardError.hasPrefix("validator: \(spec.path): \(path)"), "\(result.standardError)")
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

/// `validator schema --spec FILE`: the JSON Schema of the records FILE accepts.
@Suite struct RecordSchemaCommandTests {
    @Test func theSignupSchemaSaysWhatTheSpecSays() throws {
        let result = try DemoProcess.run(["schema", "--spec", "Examples/Specs/signup.json"])
        #expect(result.status == 0, "\(result.standardError)")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["type"] as? String == "object")
        #expect(schema["required"] as? [String] == ["username", "invite", "password", "confirm"])
        // extraMembers is "ignore" by default: other members are allowed.
        #expect(schema["additionalProperties"] == nil)
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(properties["username"]?["minLength"] as? Int == 3)
        #expect(properties["username"]?["title"] as? String == "Username")
        // The validator compares characters by canonical equivalence: the Kelvin sign is a K.
        #expect(properties["invite"]?["pattern"] as? String == "^(?:[23456789ABCDEFGHJK\u{212A}LMNPQRSTUVWXYZ]*)$")
        #expect(properties["name"]?["type"] as? [String] == ["string", "null"])
    }

    @Test func theSchemaIsPrintedTheSameWayEveryTimeKeysSortedAndIndented() throws {
        let first = try DemoProcess.run(["schema", "--spec", "Examples/Specs/payment.json"])
        let second = try DemoProcess.run(["schema", "--spec", "Examples/Specs/payment.json"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.outputLines.prefix(4) == [
            "{",
            #"  "$schema": "https://json-schema.org/draft/2020-12/schema","#,
            #"  "properties": {"#,
            #"    "card": {"#,
        ])
        #expect(first.outputLines.suffix(3) == [#"  "required": ["name", "card", "expiry", "cvc"],"#, #"  "type": "object""#, "}"])
    }

    @Test func aWrongSpecIsAUsageErrorNamingTheFileAndPath() throws {
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID()).json")
        try #"{"fields": [{"id": "a", "validators": [{"plugin": "nope"}]}]}"#.write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let result = try DemoProcess.run(["schema", "--spec", spec.path])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("validator: \(spec.path): fields[0].validators[0].plugin"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }
}
