/// Building HTML text: escaping, and the document every page of the server shares.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, safe in text and
    /// in a quoted attribute value.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A whole document in `language` titled `title`, with the page's style sheet and, when
    /// `script` is true, its script; nothing inline, so that `default-src 'self'` allows it all.
    static func document(language: String, title: String, script: Bool, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(escaped(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        <link rel="stylesheet" href="/assets/form.css">
        \(script ? "<script src=\"/assets/form.js\" defer></script>\n" : "")</head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}
