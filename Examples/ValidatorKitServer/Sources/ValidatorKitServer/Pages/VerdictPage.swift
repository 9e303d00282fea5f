#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ValidatorKit

/// The answer to the page's form posted without JavaScript: the service's answer as a page, in
/// `<section id="answer" data-status="…">`, as the script shows it.
enum VerdictPage {
    /// `answer` to a post of `form`'s page, in `locale`.
    static func html(of answer: SubmissionAnswer, form: String, locale: MessageLocale) -> String {
        var section = "<section id=\"answer\" data-status=\"\(answer.status.code)\">\n"
        switch answer.content {
        case .record(let record):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            let json = (try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            section += "<h2>\(answer.status.code) \(HTML.escaped(PageWords.text("accepted", in: locale)))</h2>\n"
            section += "<pre class=\"record\">\(HTML.escaped(json))</pre>\n"
        case .problem(let problem):
            section += "<h2>\(problem.status) \(HTML.escaped(problem.title))</h2>\n"
            if let detail = problem.detail {
                section += "<p class=\"detail\">\(HTML.escaped(detail))</p>\n"
            }
            if let errors = problem.errors, !errors.isEmpty {
                let items = errors.map { failure in
                    "<li data-path=\"\(HTML.escaped(failure.path))\"><code>\(HTML.escaped(failure.path))</code> "
                        + "\(HTML.escaped(failure.detail))</li>"
                }
                section += "<ul class=\"problems\">\n\(items.joined(separator: "\n"))\n</ul>\n"
            }
        }
        section += "</section>"
        let back = "<p><a href=\"/forms/\(HTML.escaped(form))\">\(HTML.escaped(PageWords.text("back", in: locale)))</a></p>"
        let body = "<main>\n<h1>\(HTML.escaped(form))</h1>\n\(section)\n\(back)\n</main>"
        return HTML.document(language: locale.language, title: form, script: false, body: body)
    }
}
