import ValidatorKit
import ValidatorKitDemoEngine

/// What `validator-demo list --codes` writes: each plugin's failure codes with their messages
/// in a locale, in registration order.
struct ListedFailureCodes {
    let plugins: [any ValidatorPlugin]
    let locale: MessageLocale

    /// Writes the codes as text or as one JSON object to `out`.
    func write(asJSON: Bool, to out: inout OutputBuffer) {
        if asJSON {
            writeJSON(to: &out)
        } else {
            writeText(to: &out)
        }
    }

    /// A line per plugin, then a line per code: its code, two spaces and its message.
    private func writeText(to out: inout OutputBuffer) {
        for plugin in plugins {
            out.append("\(plugin.identifier)\n")
            if plugin.failureCodes.isEmpty {
                out.append("  (no codes declared)\n")
            }
            for description in plugin.failureCodes {
                out.append("  \(description.code)  \(description.message(in: locale))\n")
            }
        }
    }

    /// `{"plugins":[{"plugin":"luhn","codes":[{"code":"luhn.checksum","message":"…"}]}]}`.
    private func writeJSON(to out: inout OutputBuffer) {
        out.appendJSONLine { object in
            object.writeObjects("plugins", plugins) { entry, plugin in
                entry.write("plugin", string: plugin.identifier)
                entry.writeObjects("codes", plugin.failureCodes) { code, description in
                    code.write("code", string: description.code.rawValue)
                    code.write("message", string: description.message(in: locale))
                }
            }
        }
    }
}
