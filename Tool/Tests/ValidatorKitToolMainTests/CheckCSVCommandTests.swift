import Foundation
import Testing

/// `validator check --spec FILE --input-format csv`: each row of CSV is judged as the
/// record Python's csv module reads from it (`scripts/csv-records`), written as JSON lines and
/// judged by `check --spec`, with the line the row starts on; a malformed row is `input.csv`
/// and the batch goes on.
@Suite struct CheckCSVCommandTests {
    static let python = URL(fileURLWithPath: "/usr/bin/python3")
    static let expiry = CheckSpecCommandTests.expiry

    @Test func eachPaymentRowIsJudgedAsTheSameRecordInJSONLines() throws {
        let agreement = try Self.agreement(
            specPath: "Examples/Specs/payment.json", seed: 20_301_125, count: 2000,
            samples: [
                // Published test card numbers: Visa, Mastercard, American Express.
                "card": ["4242424242424242", "5555555555554444", "378282246310005", "4242 4242 4242 4242"],
                "name": ["Ada Lovelace", "Lovelace, Ada", "Ada \"The Countess\"", "Zoë Ångström", "李小龍", "Jo"],
                "expiry": [Self.expiry, "1230", "12/20"],
                "cvc": ["123", "1234", "12"],
            ])
        #expect(agreement.valid >= 100, "too few valid rows to tell anything: \(agreement.valid)")
        #expect(agreement.multilineRows >= 10, "too few rows over several lines: \(agreement.multilineRows)")
    }

    /// Groups named by dotted headers, and typed fields from strings (`"coerce": "strings"`).
    @Test func aNestedSpecWithCoercionReadsDottedNames() throws {
        let spec = """
            {"coerce": "strings", "fields": [
              {"id": "name", "required": true, "validators": [{"plugin": "length", "options": {"min": 2, "max": 60}}]},
              {"id": "age", "type": "integer", "required": true, "validators": [{"plugin": "range", "options": {"min": 0, "max": 150}}]},
              {"id": "address", "type": "group", "fields": [
                {"id": "country", "type": "choice", "choices": ["GB", "DE", "FR", "US"], "required": true},
                {"id": "street", "required": true, "validators": [{"plugin": "length", "options": {"max": 80}}]}]},
              {"id": "newsletter", "type": "boolean"}
            ]}
            """
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specFile = folder.appendingPathComponent("nested.json")
        try spec.write(to: specFile, atomically: true, encoding: .utf8)
        let agreement = try Self.agreement(
            specPath: specFile.path, seed: 20_301_126, count: 2000,
            samples: ["name": ["Ada Lovelace", "Zoë"], "address.street": ["1 Main St, Flat 2", "Baker \"Street\"", "Line\nTwo"]])
        #expect(agreement.valid >= 100, "too few valid rows to tell anything: \(agreement.valid)")
    }

    @Test func quotedCellsAndMalformedRowsEachGetTheirLine() throws {
        let header = "name,card,expiry,cvc\r\n"
        let rows: [(line: Int, csv: [UInt8], json: String?)] = [
            (2, Array("\"Lovelace, Ada\",4242424242424242,\(Self.expiry),123\r\n".utf8), #"{"name":"Lovelace, Ada","card":"4242424242424242","expiry":"\#(Self.expiry)","cvc":"123"}"#),
            (3, Array("\"Ada \"\"The Countess\"\"\",378282246310005,\(Self.expiry),1234\n".utf8), #"{"name":"Ada \"The Countess\"","card":"378282246310005","expiry":"\#(Self.expiry)","cvc":"1234"}"#),
            (4, Array("\"Ada\r\nLovelace\",4242424242424242,\"\(Self.expiry)\",123\n".utf8), #"{"name":"Ada\r\nLovelace","card":"4242424242424242","expiry":"\#(Self.expiry)","cvc":"123"}"#),
            (6, Array("Ada,4242424242424242,\(Self.expiry)\n".utf8), nil),
            (7, Array("Ada \"Q\",4242424242424242,\(Self.expiry),123\n".utf8), nil),
            (8, Array("\"Ada\"x,4242424242424242,\(Self.expiry),123\n".utf8), nil),
            (9, Array("\"Ad".utf8) + [0xFF] + Array("\",4242424242424242,\(Self.expiry),123\n".utf8), nil),
            (10, Array(",,,\n".utf8), "{}"),
            (11, Array("Ada,4242424242424242,\(Self.expiry),123,\n".utf8), nil),
            (12, Array("\"Ada,4242424242424242,\(Self.expiry),123\nGrace,4242424242424242,\(Self.expiry),123\n".utf8), nil),
        ]
        let bytes = Array(header.utf8) + rows.flatMap(\.csv)
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/payment.json", "--input-format", "csv", "--jobs", "2"], input: bytes)
        #expect(result.status == 1)
        let records = rows.compactMap { row in row.json.map { (row.line, $0) } }
        let judged = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/payment.json"], input: records.map(\.1).joined(separator: "\n"))
        let expectedRecords = Dictionary(uniqueKeysWithValues: zip(records.map(\.0), judged.outputLines.enumerated().map { index, verdict in
            Self.renumbered(verdict, from: index + 1, to: records[index].0)
        }))
        let refusal = { (line: Int, message: String) in
            #"{"line":\#(line),"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.csv","message":"\#(message)"}]}"#
        }
        let expected = rows.map { row in
            expectedRecords[row.line] ?? {
                switch row.line {
                case 6: refusal(6, "Not a CSV row: expected 4 cells, as the header names, and found 3")
                case 7: refusal(7, #"Not a CSV row: cell 1 has a '\"' at byte 4 but does not start with one; quote the whole cell and double the quote (\"a\"\"b\")"#)
                case 8: refusal(8, #"Not a CSV row: expected ',' or the end of the row after the closing '\"' of cell 1, at byte 5"#)
                case 9: refusal(9, "Not a CSV row: expected UTF-8 text in cell 1 at byte 3")
                case 11: refusal(11, "Not a CSV row: expected 4 cells, as the header names, and found 5")
                default: refusal(12, #"Not a CSV row: cell 1 opens a quote at byte 0 that is never closed (the row runs to the end of the input); close it with '\"'"#)
                }
            }()
        }
        #expect(result.outputLines == expected)
        #expect(result.outputLines[0].contains(#""validity":"valid""#))
        #expect(result.outputLines[1].contains(#""name":"Ada \"The Countess\"""#))
    }

    @Test func aHeaderThatNamesNoMembersStopsTheCheck() throws {
        let cases = [
            ("name,card,name\n", "columns 1 and 3 both name 'name'"),
            ("name,,cvc\n", "column 2 has no name"),
            ("name,address..street\n", "'address..street' in column 2 is not a member's name (names inside groups are joined by single dots, as in address.street)"),
            ("address.street,address\n", "'address' is a member with a value of its own, so 'address.street' cannot be inside it"),
            ("\"name,card\n", #"Not a CSV row: cell 1 opens a quote at byte 0 that is never closed (the row runs to the end of the input); close it with '"'"#),
        ]
        for (input, problem) in cases {
            let result = try DemoProcess.run(["check", "--spec", "Examples/Specs/payment.json", "--input-format", "csv"], input: input + "Ada,1,2\n")
            #expect(result.status == 2, "\(input)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError == "validator: The CSV header on line 1 cannot name the records' members: \(problem)\n")
        }
    }

    @Test func anEmptyInputOrAHeaderAloneHasNoRecords() throws {
        for input in ["", "name,card,expiry,cvc", "name,card,expiry,cvc\r\n"] {
            let result = try DemoProcess.run(["check", "--spec", "Examples/Specs/payment.json", "--input-format", "csv"], input: input)
            #expect(result.status == 0)
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func aByteOrderMarkBeforeTheHeaderIsSkipped() throws {
        let input = "\u{FEFF}name,card,expiry,cvc\nAda Lovelace,4242424242424242,\(Self.expiry),123\n"
        let result = try DemoProcess.run(["check", "--spec", "Examples/Specs/payment.json", "--input-format", "csv"], input: input)
        #expect(result.status == 0)
        #expect(result.outputLines.first?.hasPrefix(#"{"line":2,"validity":"valid""#) == true)
    }

    @Test func theInputFormatIsForRecords() throws {
        let result = try DemoProcess.run(["check", "length", "--input-format", "csv"], input: "a\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: --input-format is for records: give it with --spec FILE\n")
        let unknown = try DemoProcess.run(["check", "--spec", "Examples/Specs/payment.json", "--input-format", "tsv"], input: "")
        // ArgumentParser's status for a value it cannot read, as for `--jobs abc`.
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("--input-format is json-lines or csv, not 'tsv'"))
    }

    // MARK: - Agreement with Python's csv module

    struct Agreement {
        let valid: Int
        let multilineRows: Int
    }

    /// Draws `count` records for the spec (`scripts/random-records`), writes them as CSV and
    /// reads them back with Python's csv module (`scripts/csv-records`), and expects `check
    /// --input-format csv` on the CSV to write what `check --spec` writes on the records Python
    /// read, each verdict with the line its row starts on.
    static func agreement(specPath: String, seed: Int, count: Int, samples: [String: [String]]) throws -> Agreement {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("CSV is compared with Debian's Python's csv module: apt-get install python3")
            return Agreement(valid: 0, multilineRows: 0)
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samplesFile = folder.appendingPathComponent("samples.json")
        try JSONSerialization.data(withJSONObject: samples).write(to: samplesFile)
        let scripts = PackagePaths.repository.appendingPathComponent("scripts")
        let drawn = try runPython(
            [scripts.appendingPathComponent("random-records").path, "--spec", specPath, "--seed", String(seed),
             "--count", String(count), "--samples", samplesFile.path], input: [])
        let csv = try runPython(
            [scripts.appendingPathComponent("csv-records").path, "write", "--spec", specPath, "--seed", String(seed)],
            input: Array(drawn.utf8))
        let rows = try runPython([scripts.appendingPathComponent("csv-records").path, "read"], input: Array(csv.utf8))
            .split(separator: "\n").map { line in
                let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let record = try JSONSerialization.data(withJSONObject: try #require(row["record"]))
                return (line: try #require(row["line"] as? Int), record: String(decoding: record, as: UTF8.self))
            }
        try #require(rows.count == count)

        let fromCSV = try DemoProcess.run(["check", "--spec", specPath, "--input-format", "csv"], input: csv)
        let fromJSON = try DemoProcess.run(["check", "--spec", specPath], input: rows.map(\.record).joined(separator: "\n"))
        try #require(fromJSON.outputLines.count == count, "check --spec: \(fromJSON.standardError)")
        let expected = fromJSON.outputLines.enumerated().map { index, verdict in
            renumbered(verdict, from: index + 1, to: rows[index].line)
        }
        #expect(fromCSV.standardError.isEmpty)
        #expect(fromCSV.outputLines.count == count)
        for (index, verdict) in fromCSV.outputLines.enumerated() where index < count && verdict != expected[index] {
            Issue.record("row at line \(rows[index].line), \(rows[index].record):\n  csv:  \(verdict)\n  json: \(expected[index])")
            break
        }
        let multilineRows = zip(rows, rows.dropFirst()).filter { $1.line - $0.line > 1 }.count
        return Agreement(valid: expected.filter { $0.contains(#""validity":"valid""#) }.count, multilineRows: multilineRows)
    }

    /// `verdict`, which starts `{"line":from,`, starting `{"line":to,`.
    static func renumbered(_ verdict: String, from: Int, to: Int) -> String {
        let prefix = #"{"line":\#(from),"#
        guard verdict.hasPrefix(prefix) else { return verdict }
        return #"{"line":\#(to),"# + verdict.dropFirst(prefix.count)
    }

    static func runPython(_ arguments: [String], input: [UInt8]) throws -> String {
        let result = try DemoProcess.run(python, arguments, input: input)
        try #require(result.status == 0, "python3 \(arguments.first ?? ""): \(result.standardError)")
        return result.standardOutput
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-csv-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
