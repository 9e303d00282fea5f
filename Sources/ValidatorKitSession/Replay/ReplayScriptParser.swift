/// Reads the lines of a replay script: one event per line, blank lines and lines starting with
/// `#` ignored.
///
/// ```
/// focus email
/// type bob@example.com
/// paste 4242 4242 4242 4242
/// backspace 2
/// cut 0 4
/// wait 2.5
/// ```
///
/// `cut START END` cuts the focused field's characters from offset START up to END as one step
/// (a selection cut, or deleted, on a page). `leave` takes the focus from the focused field without giving it to another (a click outside
/// every field of a page). `add-item` adds an item to the list the focused field is in and focuses it (Ctrl-N on the
/// screen; `add-item LIST` to the list at that path, as a page's Add button does), `remove-item` removes the focused field's item (Ctrl-D); `next-choice` and
/// `previous-choice` choose in a boolean or choice field (Space or → and ←), and `choose VALUE` chooses VALUE in the
/// focused boolean, choice or union tag field. `undo` and `redo` step through
/// the focused field's history; `reset` returns it to pristine and lets it go.
///
/// The text of `type`, `paste` and `choose` is everything after the first space; `\\`, `\n`, `\r`, `\t`,
/// `\e` (escape) and `\u{HEX}` stand for characters a line cannot hold.
public enum ReplayScriptParser {
    /// The commands a line may start with, in the order the help lists them.
    public static let commands = [
        "focus", "type", "paste", "backspace", "delete", "cut", "left", "right", "next", "previous", "leave", "enter", "submit", "clear",
        "undo", "redo", "reset", "add-item", "remove-item", "next-choice", "previous-choice", "choose", "wait",
    ]

    /// The longest wait accepted, in seconds.
    public static let longestWait = 86_400.0

    /// The instruction on `line`, or `nil` for a blank line or a comment.
    public static func parse(_ line: String) throws(ReplayLineError) -> ReplayInstruction? {
        if line.allSatisfy(\.isWhitespace) || line.first == "#" {
            return nil
        }
        let command: Substring
        let argument: Substring?
        if let space = line.firstIndex(of: " ") {
            command = line[..<space]
            argument = line[line.index(after: space)...]
        } else {
            command = line[...]
            argument = nil
        }
        switch command {
        case "focus":
            let identifier = try required(argument, for: command, what: "a field identifier")
            return .event(.focus(String(identifier)))
        case "type":
            return .event(.type(try unescaped(required(argument, for: command, what: "the text to type"))))
        case "paste":
            return .event(.paste(try unescaped(required(argument, for: command, what: "the text to paste"))))
        case "backspace":
            return .event(.backspace(try count(argument, for: command)))
        case "delete":
            return .event(.delete(try count(argument, for: command)))
        case "cut":
            return .event(.cut(try selection(required(argument, for: command, what: "the offsets START END of the characters to cut"))))
        case "left":
            return .event(.left(try count(argument, for: command)))
        case "right":
            return .event(.right(try count(argument, for: command)))
        case "choose":
            return .event(.choose(try unescaped(required(argument, for: command, what: "the value to choose"))))
        case "add-item":
            return .event(.addItem(list: argument.map(String.init)))
        case "next", "previous", "leave", "enter", "submit", "clear", "undo", "redo", "reset", "remove-item", "next-choice",
            "previous-choice":
            guard argument == nil else {
                throw ReplayLineError("'\(command)' takes no argument")
            }
            let events: [Substring: FormEvent] = [
                "next": .next, "previous": .previous, "leave": .leave, "enter": .enter, "submit": .submit, "clear": .clear,
                "undo": .undo, "redo": .redo, "reset": .reset,
                "remove-item": .removeItem, "next-choice": .cycleChoice(1),
                "previous-choice": .cycleChoice(-1),
            ]
            return events[command].map(ReplayInstruction.event)
        case "wait":
            return .wait(try duration(required(argument, for: command, what: "a number of seconds")))
        default:
            throw ReplayLineError(
                "Unknown event '\(command)'; expected one of \(commands.joined(separator: ", "))")
        }
    }

    private static func required(_ argument: Substring?, for command: Substring, what: String) throws(ReplayLineError) -> Substring {
        guard let argument, !argument.isEmpty else {
            throw ReplayLineError("'\(command)' needs \(what)")
        }
        return argument
    }

    private static func count(_ argument: Substring?, for command: Substring) throws(ReplayLineError) -> Int {
        guard let argument else { return 1 }
        guard argument.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let count = Int(argument), count >= 1 else {
            throw ReplayLineError("'\(command)' takes a count of at least 1, got '\(argument)'")
        }
        return count
    }

    private static func selection(_ argument: Substring) throws(ReplayLineError) -> Range<Int> {
        let offsets = argument.split(separator: " ", omittingEmptySubsequences: false)
        guard offsets.count == 2,
            offsets.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }),
            let start = Int(offsets[0]), let end = Int(offsets[1]), start < end
        else {
            throw ReplayLineError("'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '\(argument)'")
        }
        return start..<end
    }

    private static func duration(_ argument: Substring) throws(ReplayLineError) -> Duration {
        let isDecimal = argument.allSatisfy { ($0.isASCII && $0.isWholeNumber) || $0 == "." }
            && argument.filter { $0 == "." }.count <= 1 && argument.contains(where: \.isWholeNumber)
        guard isDecimal, let seconds = Double(argument), seconds <= longestWait else {
            throw ReplayLineError("'wait' takes seconds from 0 to \(Int(longestWait)), such as 2 or 0.5, got '\(argument)'")
        }
        return .milliseconds((seconds * 1000).rounded())
    }

    /// `text` with its backslash escapes replaced by the characters they stand for.
    public static func unescaped(_ text: Substring) throws(ReplayLineError) -> String {
        var result = ""
        var rest = text[...]
        while let backslash = rest.firstIndex(of: "\\") {
            result += rest[..<backslash]
            rest = rest[rest.index(after: backslash)...]
            guard let escape = rest.first else {
                throw ReplayLineError("The text ends with a lone backslash; write \\\\ for a backslash")
            }
            rest = rest.dropFirst()
            switch escape {
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "e": result.append("\u{1B}")
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                    let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                    let scalar = Unicode.Scalar(value)
                else {
                    throw ReplayLineError("Expected a Unicode scalar such as \\u{1F600} after \\u")
                }
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default:
                throw ReplayLineError("Unknown escape '\\\(escape)'; expected \\\\, \\n, \\r, \\t, \\e or \\u{HEX}")
            }
        }
        result += rest
        return result
    }
}
