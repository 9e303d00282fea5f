import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession

/// What the socket sends the page, one JSON object per text message: every ``TraceRecord`` of
/// the session exactly as `replay` writes it (``TraceRecord/writeJSON(to:)``), and what the page
/// needs beyond replay's records, under event names replay never writes:
///
/// - `view`, after each `state` record: how to draw the field (the section groups, whether they
///   are drawn, the caret in the displayed text, the brand);
/// - `record`, after an event that changed it: what the form submits, secure fields left out;
/// - `error`: a message that could not be applied (``LiveMessageError``).
enum LiveOutboundMessage {
    /// `record` as `replay` writes it, without the line's newline.
    static func text(of record: TraceRecord) -> String {
        var out = OutputBuffer()
        record.writeJSON(to: &out)
        return text(of: out)
    }

    /// The `view` message of `appearance`:
    ///
    /// ```json
    /// {"event":"view","field":"card","groups":["3782","822463","10005"],"drawsSections":true,
    ///  "caret":17,"brand":"American Express"}
    /// ```
    ///
    /// A secure field's groups are masked like its displayed text, the character being
    /// revealed included; its brand is `null`. `strength` is the score (0 to 4) a password
    /// validator reports, which tells nothing of the text, or `null`.
    static func view(of appearance: FieldAppearance, isSecure: Bool) -> String {
        let groups = isSecure
            ? appearance.groups.map { String(repeating: Field.maskCharacter, count: $0.count) }
            : appearance.groups
        var out = OutputBuffer()
        out.appendJSONObject { object in
            object.write("event", string: "view")
            object.write("field", string: appearance.identifier)
            object.write("groups", strings: groups)
            object.write("drawsSections", boolean: appearance.drawsSections)
            object.write("caret", integer: displayedCaret(of: appearance, groups: groups))
            object.write("brand", string: isSecure ? nil : appearance.brandName)
            object.write("strength", value: appearance.strengthScore.map(JSONValue.integer) ?? .null)
        }
        return text(of: out)
    }

    /// The `record` message: `{"event":"record","record":{…}}`.
    static func record(_ record: JSONValue) -> String {
        var out = OutputBuffer()
        out.appendJSONObject { object in
            object.write("event", string: "record")
            object.write("record", value: record)
        }
        return text(of: out)
    }

    /// The `error` message: `{"event":"error","code":"live.member","message":"…"}`.
    static func error(_ error: LiveMessageError) -> String {
        var out = OutputBuffer()
        out.appendJSONObject { object in
            object.write("event", string: "error")
            object.write("code", string: error.code.rawValue)
            object.write("message", string: error.message)
        }
        return text(of: out)
    }

    /// Where the caret goes in the displayed text: in a field that draws sections, after the
    /// groups before the caret's and the space after each; otherwise where the field puts it.
    private static func displayedCaret(of appearance: FieldAppearance, groups: [String]) -> Int {
        let placement = appearance.cursorPlacement
        guard appearance.drawsSections else { return placement.offset }
        let before = groups.prefix(placement.group).reduce(0) { $0 + $1.count + 1 }
        return min(before + placement.offset, appearance.displayed.count)
    }

    private static func text(of out: borrowing OutputBuffer) -> String {
        out.withBytes { bytes in
            let end = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }
}
