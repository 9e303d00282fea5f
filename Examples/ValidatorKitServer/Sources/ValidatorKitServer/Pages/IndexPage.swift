import ValidatorKit

/// `GET /` for a browser (`Accept: text/html`): a link to every form's page.
enum IndexPage {
    /// The page listing `catalog`'s forms, in `locale`.
    static func html(of catalog: FormCatalog, locale: MessageLocale) -> String {
        let title = HTML.escaped(PageWords.text("forms", in: locale))
        let links = catalog.names.map { name in
            "<li><a href=\"/forms/\(HTML.escaped(name))\">\(HTML.escaped(name))</a></li>"
        }
        let body = "<main>\n<h1>\(title)</h1>\n<ul class=\"forms\">\n\(links.joined(separator: "\n"))\n</ul>\n</main>"
        return HTML.document(language: locale.language, title: PageWords.text("forms", in: locale), script: false, body: body)
    }
}
