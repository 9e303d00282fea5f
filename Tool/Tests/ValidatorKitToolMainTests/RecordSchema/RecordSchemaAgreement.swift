import Foundation
import Testing

/// Judges the same random records twice, with the record schema `validator schema --spec`
/// prints (read by python-jsonschema, Debian's python3-jsonschema) and with
/// `validator check --spec`, so a test can hold the schema to its promise: every record it
/// refuses, the record validator refuses too.
struct RecordSchemaAgreement {
    static let python = "/usr/bin/python3"

    /// One record and both verdicts on it.
    struct Judged {
        let record: String
        let schemaAccepts: Bool
        let validatorAccepts: Bool
    }

    /// The records the schema refuses and the validator accepts: what must never happen.
    let broken: [Judged]
    /// How many records the validator accepted.
    let validatorAccepted: Int
    /// How many records the schema refused.
    let schemaRefused: Int
    /// How many records were judged.
    let count: Int

    /// Draws `count` records for the spec at `specPath` (relative to the repository) from
    /// `seed`, with `samples` (texts the validators accept, by field path; see
    /// `scripts/random-records`), and judges each both ways.
    init(specPath: String, seed: Int, count: Int, samples: [String: [String]]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-schema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let schema = try DemoProcess.run(["schema", "--spec", specPath])
        try #require(schema.status == 0, "schema --spec \(specPath): \(schema.standardError)")
        let schemaPath = folder.appendingPathComponent("schema.json")
        try schema.standardOutput.write(to: schemaPath, atomically: true, encoding: .utf8)
        let samplesPath = folder.appendingPathComponent("samples.json")
        try JSONSerialization.data(withJSONObject: samples).write(to: samplesPath)

        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            Issue.record("The record schema is checked with Debian's Python: apt-get install python3 python3-jsonschema")
            (broken, validatorAccepted, schemaRefused, self.count) = ([], 0, 0, 0)
            return
        }
        let generator = PackagePaths.repository.appendingPathComponent("scripts/random-records")
        let drawn = try DemoProcess.run(
            URL(fileURLWithPath: Self.python),
            [generator.path, "--spec", specPath, "--seed", String(seed), "--count", String(count), "--samples", samplesPath.path],
            input: [])
        try #require(drawn.status == 0, "scripts/random-records: \(drawn.standardError)")
        let records = drawn.outputLines
        try #require(records.count == count)
        let recordsPath = folder.appendingPathComponent("records.jsonl")
        try drawn.standardOutput.write(to: recordsPath, atomically: true, encoding: .utf8)

        let schemaVerdicts = try Self.schemaVerdicts(schema: schemaPath, records: recordsPath)
        try #require(schemaVerdicts.count == count, "python-jsonschema answered \(schemaVerdicts.count) of \(count) records")
        let checked = try DemoProcess.run(["check", "--spec", specPath], input: drawn.standardOutput)
        let validatorVerdicts = try checked.outputLines.map { line in
            let verdict = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return verdict?["validity"] as? String == "valid"
        }
        try #require(validatorVerdicts.count == count, "check --spec answered \(validatorVerdicts.count) of \(count) records: \(checked.standardError)")

        let judged = records.indices.map { index in
            Judged(record: records[index], schemaAccepts: schemaVerdicts[index], validatorAccepts: validatorVerdicts[index])
        }
        broken = judged.filter { !$0.schemaAccepts && $0.validatorAccepts }
        validatorAccepted = judged.count(where: \.validatorAccepts)
        schemaRefused = judged.count(where: { !$0.schemaAccepts })
        self.count = count
    }

    /// python-jsonschema's verdict (Draft 2020-12) on each line of `records`, after checking
    /// the schema itself against its metaschema.
    static func schemaVerdicts(schema: URL, records: URL) throws -> [Bool] {
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("python3-jsonschema is missing: apt-get install python3-jsonschema", file=sys.stderr); sys.exit(3)
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for line in open(sys.argv[2], encoding="utf-8"):
                print("valid" if validator.is_valid(json.loads(line)) else "invalid")
            """
        let result = try DemoProcess.run(URL(fileURLWithPath: python), ["-c", script, schema.path, records.path], input: [])
        try #require(result.status == 0, "python-jsonschema: \(result.standardError)")
        return result.outputLines.map { $0 == "valid" }
    }
}
