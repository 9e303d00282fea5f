import ValidatorKit

/// The header row of a CSV input: the member of the record each column fills.
///
/// A name is a member of the record (`card`); a name with dots names a member of a group
/// (`address.street` fills `street` in the group `address`), so a nested spec reads CSV too.
/// Lists cannot be named. A row becomes the record whose members are its non-empty cells, as
/// strings (a typed field needs the spec's `"coerce": "strings"`); an empty cell is an absent
/// member, and a group none of whose cells has text is absent.
struct CSVHeader: Sendable {
    /// Each column's member, as the names from the record's root.
    let paths: [[String]]
    /// How many lines the header spans.
    let lineCount: Int

    /// The longest header read, so that a stream without a line end cannot fill the memory.
    static let maximumSize = 1 << 20

    /// Reads the header, the input's first row, from `descriptor` a byte at a time, so that
    /// not one byte after it is taken from the input; `nil` when the input is empty. A UTF-8
    /// byte order mark before it (as spreadsheets write) is skipped.
    ///
    /// - Throws: ``CSVHeaderError`` when the row is not CSV or does not name members.
    static func read(from descriptor: Int32, line: Int) throws(CSVHeaderError) -> CSVHeader? {
        var row: [UInt8] = []
        var scanner = CSVRowScanner()
        var byte: UInt8 = 0
        var lineCount = 1
        var isEmpty = true
        while withUnsafeMutableBytes(of: &byte, { FileDescriptorIO.read(descriptor, into: $0) }) == 1 {
            isEmpty = false
            if scanner.endsRow(after: byte) { break }
            if byte == UInt8(ascii: "\n") { lineCount += 1 }
            row.append(byte)
            guard row.count <= maximumSize else {
                throw CSVHeaderError(line: line, problem: "it is longer than \(maximumSize) bytes")
            }
        }
        if isEmpty { return nil }
        if row.last == UInt8(ascii: "\r") && !scanner.isInsideQuotes { row.removeLast() }
        if row.starts(with: [0xEF, 0xBB, 0xBF]) { row.removeFirst(3) }
        let names: [String]
        do throws(CSVRowError) {
            names = try row.withUnsafeBufferPointer { buffer throws(CSVRowError) in try CSVRowReader.cells(of: buffer) }
        } catch {
            throw CSVHeaderError(line: line, problem: error.description)
        }
        return try CSVHeader(names: names, line: line, lineCount: lineCount)
    }

    /// The header naming `names`, read from `lineCount` lines from `line` on.
    ///
    /// - Throws: ``CSVHeaderError`` when a name is empty or has an empty part (`a..b`), when two
    ///   columns name one member, or when one names a member and another a member inside it.
    init(names: [String], line: Int, lineCount: Int) throws(CSVHeaderError) {
        var paths: [[String]] = []
        for (column, name) in names.enumerated() {
            let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !path.contains(where: \.isEmpty) else {
                throw CSVHeaderError(
                    line: line,
                    problem: name.isEmpty
                        ? "column \(column + 1) has no name"
                        : "'\(name)' in column \(column + 1) is not a member's name (names inside groups are joined by single dots, as in address.street)")
            }
            for (otherColumn, other) in paths.enumerated() {
                if other == path {
                    throw CSVHeaderError(line: line, problem: "columns \(otherColumn + 1) and \(column + 1) both name '\(name)'")
                }
                if other.starts(with: path) || path.starts(with: other) {
                    let (member, inside) = other.count < path.count ? (names[otherColumn], name) : (name, names[otherColumn])
                    throw CSVHeaderError(
                        line: line, problem: "'\(member)' is a member with a value of its own, so '\(inside)' cannot be inside it")
                }
            }
            paths.append(path)
        }
        self.paths = paths
        self.lineCount = lineCount
    }

    /// The record `row` holds, its cells under the header's names.
    ///
    /// - Throws: `CSVRowError` when the row is not CSV or has another number of cells.
    func record(fromRow row: UnsafeBufferPointer<UInt8>) throws(CSVRowError) -> [String: JSONValue] {
        let cells = try CSVRowReader.cells(of: row)
        guard cells.count == paths.count else {
            throw CSVRowError(.cellCount(expected: paths.count, found: cells.count), cell: 0, byte: 0)
        }
        var record: [String: JSONValue] = [:]
        for (path, cell) in zip(paths, cells) where !cell.isEmpty {
            if path.count == 1 {
                record[path[0]] = .string(cell)
            } else {
                Self.insert(.string(cell), at: path[...], into: &record)
            }
        }
        return record
    }

    private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into object: inout [String: JSONValue]) {
        guard let name = path.first else { return }
        guard path.count > 1 else {
            object[name] = value
            return
        }
        var group: [String: JSONValue] = [:]
        if case .object(let members)? = object[name] { group = members }
        insert(value, at: path.dropFirst(), into: &group)
        object[name] = .object(group)
    }
}

/// Why the header row of a CSV input cannot name the records' members: `check` stops, as no
/// row after it could be read.
public struct CSVHeaderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line the header starts on.
    public let line: Int
    /// What is wrong with it.
    let problem: String

    /// `The CSV header on line N …: …`.
    public var description: String {
        "The CSV header on line \(line) cannot name the records' members: \(problem)"
    }
}
