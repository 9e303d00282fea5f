/// Turns the bytes a terminal sends into ``Key``s: UTF-8 text, control keys, CSI and SS3 escape
/// sequences, and bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) as one ``Key/paste(_:)``.
///
/// Bytes may arrive split anywhere; what cannot be decoded yet waits for the next ``feed(_:)``.
/// A lone `ESC` is ambiguous (Esc, or the start of a sequence still on its way): the caller waits
/// briefly and then calls ``flushPendingEscape()``.
public struct KeyDecoder {
    private var pending: [UInt8] = []
    private var pasted: [UInt8]?

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A decoder with nothing pending.
    public init() {}

    /// Whether undecoded bytes start with `ESC` and may be a lone Esc.
    public var hasPendingEscape: Bool {
        pasted == nil && pending.first == Self.escape
    }

    /// Decodes `bytes` after any left over from before.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let consumed = collectPaste(from: index, into: &keys) else { break }
                index = consumed
                continue
            }
            guard let (key, length) = decodeOne(at: index) else { break }
            index += length
            if let key {
                Self.append(key, to: &keys)
            }
        }
        pending.removeSubrange(0..<index)
        return keys
    }

    /// Gives up waiting: a lone pending `ESC` is Esc, and an unfinished sequence after it is
    /// dropped.
    public mutating func flushPendingEscape() -> [Key] {
        guard hasPendingEscape else { return [] }
        let isLone = pending.count == 1
        pending.removeAll()
        return isLone ? [.escape] : []
    }

    /// The key starting at `index` and how many bytes it took (a `nil` key for bytes that mean
    /// nothing here), or `nil` when more bytes are needed.
    private mutating func decodeOne(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case Self.escape:
            return decodeEscape(at: index)
        case 0x03:
            return (.interrupt, 1)
        case 0x04:
            return (.controlD, 1)
        case 0x0E:
            return (.controlN, 1)
        case 0x12:
            return (.controlR, 1)
        case 0x1F:
            return (.controlUnderscore, 1)
        case 0x08, 0x7F:
            return (.backspace, 1)
        case 0x09:
            return (.tab, 1)
        case 0x0A, 0x0D:
            return (.enter, 1)
        case 0x00..<0x20:
            return (nil, 1)
        default:
            return decodeText(at: index)
        }
    }

    /// A run of UTF-8 text up to the next control byte; an unfinished sequence at the end waits.
    private func decodeText(at index: Int) -> (Key?, Int)? {
        var end = index
        while end < pending.count, pending[end] >= 0x20, pending[end] != 0x7F {
            end += 1
        }
        var complete = end
        if end == pending.count {
            complete = Self.endOfCompleteUTF8(pending, from: index, to: end)
        }
        guard complete > index else { return nil }
        let text = String(decoding: pending[index..<complete], as: UTF8.self)
        return (.text(text), complete - index)
    }

    /// `ESC` followed by `[` (CSI), `O` (SS3), an ASCII letter or digit (Alt and that key) or
    /// another byte (ignored).
    private mutating func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            return (Self.cursorKey(pending[index + 2]), 3)
        case let byte where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return (.alt(Character(Unicode.Scalar(byte))), 2)
        default:
            return (nil, 2)
        }
    }

    /// `ESC [` parameters, intermediates and a final byte.
    private mutating func decodeControlSequence(at index: Int) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) {
            end += 1
        }
        guard end < pending.count else { return nil }
        let final = pending[end]
        let length = end - index + 1
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        switch final {
        case UInt8(ascii: "Z"):
            return (.backTab, length)
        case UInt8(ascii: "~"):
            switch parameters {
            case "200":
                pasted = []
                return (nil, length)
            case "3": return (.delete, length)
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            default: return (nil, length)
            }
        default:
            return (Self.cursorKey(final), length)
        }
    }

    /// Collects pasted bytes until `ESC [ 201 ~`; returns where decoding goes on, or `nil` when
    /// the end of the paste has not arrived yet (the bytes so far are kept).
    private mutating func collectPaste(from index: Int, into keys: inout [Key]) -> Int? {
        let rest = pending[index...]
        guard let end = rest.firstRange(of: Self.pasteEnd) else {
            let keep = Self.possiblePrefixLength(of: Self.pasteEnd, atEndOf: rest)
            pasted?.append(contentsOf: rest.dropLast(keep))
            pending.removeSubrange(index..<(pending.count - keep))
            return nil
        }
        pasted?.append(contentsOf: pending[index..<end.lowerBound])
        keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
        pasted = nil
        return end.upperBound
    }

    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// Adds `key`, joining typed text to text just before it.
    private static func append(_ key: Key, to keys: inout [Key]) {
        if case .text(let more) = key, case .text(let before)? = keys.last {
            keys[keys.count - 1] = .text(before + more)
        } else {
            keys.append(key)
        }
    }

    /// The end of `bytes[start..<end]` without a trailing UTF-8 sequence that is still missing
    /// bytes.
    private static func endOfCompleteUTF8(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var lead = end - 1
        while lead >= start, lead > end - 4, bytes[lead] & 0xC0 == 0x80 {
            lead -= 1
        }
        guard lead >= start else { return end }
        let byte = bytes[lead]
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return end - lead < needed ? lead : end
    }

    /// How many bytes at the end of `bytes` could be the start of `marker`.
    private static func possiblePrefixLength(of marker: [UInt8], atEndOf bytes: ArraySlice<UInt8>) -> Int {
        for length in stride(from: min(marker.count - 1, bytes.count), through: 1, by: -1)
        where bytes.suffix(length).elementsEqual(marker.prefix(length)) {
            return length
        }
        return 0
    }
}
