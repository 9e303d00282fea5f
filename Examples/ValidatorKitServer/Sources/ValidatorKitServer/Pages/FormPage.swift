import ValidatorKit
import ValidatorKitBatch
import ValidatorKitPassword
import ValidatorKitSession

/// `GET /forms/{form}`: the form as a page, its titles, placeholders and words in one language.
///
/// One `<div class="field" data-field="PATH">` per field, holding its title (`<label
/// class="title">`), its `<input name="PATH">` (a password input for a secure field, a
/// `<select>` for a boolean or choice field; a new password, judged by a ``PasswordValidator``,
/// with `autocomplete="new-password"` and its `passwordrules`, so a browser's password
/// generator makes one the form accepts) with `aria-invalid` and `aria-describedby` naming
/// its `<p class="message">`, and its brand; groups and lists are `<fieldset>`s, list items
/// `<div class="item">` with their remove button, each list with its add button. Without
/// JavaScript the `<form>` posts to `POST /forms/{form}`; with it, `/assets/form.js` opens the
/// live socket named by `data-live`. The protocol is in `Resources/Page/PROTOCOL.md`.
///
/// Every field of the form is on the page, those that do not apply yet (a `when` that is false, a
/// union variant not chosen) with `data-applies="false"`: without JavaScript a person sees them
/// all and the post keeps only those that apply; the script hides them until the server says
/// they `appeared`, and `#changes` (`aria-live`) announces each change.
enum FormPage {
    /// The page of `served` in `locale`, its fields built through `registry`.
    static func html(of served: ServedForm, registry: ValidatorRegistry, locale: MessageLocale) throws(FormSpecError) -> String {
        let prepared = try FormPreparation.prepare(served.spec, registry: registry, clock: ContinuousFieldClock(), locale: locale)
        let hidden = Set(prepared.form.allFields.filter { !$0.applies }.map(\.identifier))
        let passwordRules = newPasswordRules(of: prepared.form)
        let name = HTML.escaped(served.name)
        let live = HTML.escaped("/forms/\(served.name)/live?lang=\(locale.language)")
        let body = """
            <main>
            <h1>\(name)</h1>
            <form id="live-form" method="post" action="/forms/\(name)" data-live="\(live)" data-route="\(HTML.escaped(served.route))" \
            data-accepted-word="\(HTML.escaped(PageWords.text("accepted", in: locale)))" \
            data-appeared-words="\(HTML.escaped(PageWords.text("appeared", in: locale)))" \
            data-disappeared-words="\(HTML.escaped(PageWords.text("disappeared", in: locale)))" novalidate>
            \(fields(prepared.descriptions, hiding: hidden, passwordRules: passwordRules, locale: locale))
            <button type="submit" id="submit">\(HTML.escaped(PageWords.text("submit", in: locale)))</button>
            <p id="changes" role="status" aria-live="polite"></p>
            </form>
            <section id="answer" aria-live="polite" hidden></section>
            <aside class="callbacks">
            <h2>\(HTML.escaped(PageWords.text("callbacks", in: locale)))</h2>
            <ol id="callbacks"></ol>
            </aside>
            </main>
            """
        return HTML.document(language: locale.language, title: served.name, script: true, body: body)
    }

    /// The `passwordrules` of each field of `form` that takes a new password (one a
    /// ``PasswordValidator`` judges), by the field's path.
    private static func newPasswordRules(of form: Form) -> [String: String] {
        var rules: [String: String] = [:]
        for field in form.allFields {
            if let password = field.validation.validators.lazy.compactMap({ $0 as? PasswordValidator }).first {
                rules[field.identifier] = password.passwordRules
            }
        }
        return rules
    }

    /// The fields of `descriptions` inside the groups, lists and items they sit in; those named in
    /// `hiding` (which do not apply yet) marked `data-applies="false"`, those of `passwordRules`
    /// inputs of a new password with those rules.
    static func fields(
        _ descriptions: [FieldDescription], hiding hidden: Set<String> = [], passwordRules: [String: String], locale: MessageLocale
    ) -> String {
        var html = ""
        var open: [FormContainer] = []
        for description in descriptions {
            let wanted = description.containers
            var common = 0
            while common < open.count, common < wanted.count, open[common] == wanted[common] {
                common += 1
            }
            while open.count > common {
                html += closing(open.removeLast(), locale: locale)
            }
            for container in wanted.dropFirst(common) {
                html += opening(container)
                open.append(container)
            }
            html += field(
                description, applies: !hidden.contains(description.identifier), passwordRules: passwordRules[description.identifier],
                locale: locale)
        }
        while let container = open.popLast() {
            html += closing(container, locale: locale)
        }
        return html
    }

    private static func opening(_ container: FormContainer) -> String {
        let path = HTML.escaped(container.path)
        let title = HTML.escaped(container.title)
        switch container.kind {
        case .group:
            return "<fieldset class=\"group\" data-group=\"\(path)\"><legend>\(title)</legend>\n"
        case .list:
            return "<fieldset class=\"list\" data-list=\"\(path)\"><legend>\(title)</legend>\n"
        case .item:
            return "<div class=\"item\" data-item=\"\(path)\">\n"
        }
    }

    private static func closing(_ container: FormContainer, locale: MessageLocale) -> String {
        let path = HTML.escaped(container.path)
        switch container.kind {
        case .group:
            return "</fieldset>\n"
        case .list:
            let word = HTML.escaped(PageWords.text("add", in: locale))
            return "<button type=\"button\" class=\"add\" data-add=\"\(path)\">\(word)</button>\n</fieldset>\n"
        case .item:
            let word = HTML.escaped(PageWords.text("remove", in: locale))
            return "<button type=\"button\" class=\"remove\" data-remove=\"\(path)\">\(word)</button>\n</div>\n"
        }
    }

    /// The field's `<div>`; `passwordRules`, for a new password, go on its input with
    /// `autocomplete="new-password"` (else `autocomplete="off"`).
    private static func field(_ description: FieldDescription, applies: Bool, passwordRules: String?, locale: MessageLocale) -> String {
        let path = HTML.escaped(description.identifier)
        let common = """
            name="\(path)" id="field-\(path)" aria-invalid="false" aria-describedby="message-\(path)"
            """
        let control: String
        if description.choices.isEmpty {
            let type = description.isSecure ? "password" : "text"
            let placeholder = description.placeholder == description.title ? "" : description.placeholder
            let autocomplete = passwordRules.map { #"autocomplete="new-password" passwordrules="\#(HTML.escaped($0))""# } ?? #"autocomplete="off""#
            control = """
                <input \(common) type="\(type)" placeholder="\(HTML.escaped(placeholder))" \(autocomplete) spellcheck="false">
                """
        } else {
            let options = zip(description.choices, description.choiceTitles).map { value, title in
                "<option value=\"\(HTML.escaped(value))\">\(HTML.escaped(title))</option>"
            }
            control = "<select \(common)><option value=\"\"></option>\(options.joined())</select>"
        }
        return """
            <div class="field" data-field="\(path)" data-mark="none" data-applies="\(applies)"\(description.isSecure ? " data-secure=\"true\"" : "")>
            <label for="field-\(path)" class="title">\(HTML.escaped(description.title))</label>
            \(control)
            <span class="brand"></span><span class="strength" data-words="\(HTML.escaped(PageWords.text("strength", in: locale)))" hidden></span><span class="checking" hidden>\(HTML.escaped(PageWords.text("checking", in: locale)))</span>
            <p class="message" id="message-\(path)"></p>
            </div>

            """
    }
}
