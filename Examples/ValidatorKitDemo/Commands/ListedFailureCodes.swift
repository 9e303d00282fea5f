import ValidatorKit

/// What `validator-demo list --codes` writes: each plugin's failure codes with their default
/// messages, in registration order.
struct ListedFailureCodes {
    let plugins: [any ValidatorPlugin]

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
                out.append("  \(description.code)  \(description.message)\n")
            }
        }
    }

    /// `{"plugins":[{"plugin":"luhn","codes":[{"code":"luhn.checksum","message":"…"}]}]}`.
    private func writeJSON(to out: inout OutputBuffer) {
        out.append(#"{"plugins":["#)
        for (index, plugin) in plugins.enumerated() {
            if index > 0 { out.append(",") }
            out.append(#"{"plugin":"#)
            out.appendJSONString(plugin.identifier)
            out.append(#","codes":["#)
            for (codeIndex, description) in plugin.failureCodes.enumerated() {
                if codeIndex > 0 { out.append(",") }
                out.append(#"{"code":"#)
                out.appendJSONString(description.code.rawValue)
                out.append(#","message":"#)
                out.appendJSONString(description.message)
                out.append("}")
            }
            out.append("]}")
        }
        out.append("]}\n")
    }
}
