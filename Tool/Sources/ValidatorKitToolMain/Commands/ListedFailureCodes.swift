import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// What `validator list --codes` writes: the core's codes (``FailureCodeDescription/coreCodes``,
/// which fields and records emit), the batch check's own (``FailureCodeDescription/batchCodes``,
/// under `batch`), then each plugin's, in registration order, with their messages in a locale.
struct ListedFailureCodes {
    /// One entry of the listing: `core`, `batch` or a plugin's identifier, and its codes.
    private struct Entry {
        let name: String
        let codes: [FailureCodeDescription]
    }

    private let entries: [Entry]
    private let locale: MessageLocale

    init(plugins: [any ValidatorPlugin], locale: MessageLocale) {
        entries = [
            Entry(name: "core", codes: FailureCodeDescription.coreCodes),
            Entry(name: "batch", codes: FailureCodeDescription.batchCodes),
        ] + plugins.map { Entry(name: $0.identifier, codes: $0.failureCodes) }
        self.locale = locale
    }

    /// Writes the codes as text or as one JSON object to `out`.
    func write(asJSON: Bool, to out: inout OutputBuffer) {
        if asJSON {
            writeJSON(to: &out)
        } else {
            writeText(to: &out)
        }
    }

    /// A line per entry, then a line per code: its code, two spaces and its message.
    private func writeText(to out: inout OutputBuffer) {
        for entry in entries {
            out.append("\(entry.name)\n")
            if entry.codes.isEmpty {
                out.append("  (no codes declared)\n")
            }
            for description in entry.codes {
                out.append("  \(description.code)  \(description.message(in: locale))\n")
            }
        }
    }

    /// `{"plugins":[{"plugin":"core","codes":[…]},{"plugin":"luhn","codes":[{"code":"luhn.checksum","message":"…"}]}]}`.
    private func writeJSON(to out: inout OutputBuffer) {
        out.appendJSONLine { object in
            object.writeObjects("plugins", entries) { item, entry in
                item.write("plugin", string: entry.name)
                item.writeObjects("codes", entry.codes) { code, description in
                    code.write("code", string: description.code.rawValue)
                    code.write("message", string: description.message(in: locale))
                }
            }
        }
    }
}
