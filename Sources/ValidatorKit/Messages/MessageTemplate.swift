/// One message of a catalog in one language, parsed once: text, `{name}` parameters and
/// plural choices, rendered with a failure's ``JSONValue``s.
///
/// A template comes from a `Localizable.strings` value (`"Character {position} is not a digit"`)
/// or from a `Localizable.stringsdict` entry, whose format `"Must be at least %#@minimum@"` names a
/// plural variable with one form per ``PluralCategory`` (`"%ld character"`, `"%ld characters"`).
public struct MessageTemplate: Sendable, Hashable, CustomStringConvertible {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case argument(String)
        case plural(String, [PluralCategory: [Segment]])
    }

    let segments: [Segment]

    /// Parses a `.strings` value: `{name}` is the parameter `name`, all else is text.
    init(_ text: String) {
        segments = Self.segments(of: text, number: nil)
    }

    /// Parses a `.stringsdict` entry: `format` with `%#@variable@` references, each a plural
    /// rule of `forms` by category, in which `%ld` (or `%d`) is the variable's number.
    init(format: String, plurals: [String: [PluralCategory: String]]) {
        var segments: [Segment] = []
        var rest = Substring(format)
        while let start = rest.range(of: "%#@") {
            segments += Self.segments(of: String(rest[..<start.lowerBound]), number: nil)
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "@") else {
                rest = afterStart
                break
            }
            let variable = String(afterStart[..<end])
            let forms = (plurals[variable] ?? [:]).mapValues { Self.segments(of: $0, number: variable) }
            segments.append(.plural(variable, forms))
            rest = afterStart[afterStart.index(after: end)...]
        }
        segments += Self.segments(of: String(rest), number: nil)
        self.segments = segments
    }

    /// The names of the parameters the template uses, plural variables included.
    package var parameterNames: Set<String> {
        var names: Set<String> = []
        func collect(_ segments: [Segment]) {
            for segment in segments {
                switch segment {
                case .literal: break
                case .argument(let name): names.insert(name)
                case .plural(let name, let forms):
                    names.insert(name)
                    forms.values.forEach(collect)
                }
            }
        }
        collect(segments)
        return names
    }

    /// The names of the parameters that choose a plural form.
    package var pluralParameterNames: Set<String> {
        Set(segments.compactMap { if case .plural(let name, _) = $0 { name } else { nil } })
    }

    /// The plural categories each plural parameter has forms for.
    package func pluralCategories(of parameter: String) -> Set<PluralCategory> {
        for case .plural(let name, let forms) in segments where name == parameter {
            return Set(forms.keys)
        }
        return []
    }

    /// The message for `arguments` in `locale` (whose rules choose the plural forms); a
    /// parameter without an argument is left as `{name}`.
    public func render(_ arguments: [String: JSONValue], in locale: MessageLocale) -> String {
        var message = ""
        Self.append(segments, arguments: arguments, locale: locale, to: &message)
        return message
    }

    /// The template as its source reads in listings, with the `other` form of every plural:
    /// `Must be at least {minimum} characters`.
    public var description: String {
        var text = ""
        Self.append(segments, arguments: [:], locale: .english, to: &text)
        return text
    }

    private static func append(
        _ segments: [Segment], arguments: [String: JSONValue], locale: MessageLocale, to message: inout String
    ) {
        for segment in segments {
            switch segment {
            case .literal(let text):
                message += text
            case .argument(let name):
                message += arguments[name]?.description ?? "{\(name)}"
            case .plural(let name, let forms):
                var category = PluralCategory.other
                if case .integer(let count)? = arguments[name] {
                    category = locale.pluralCategory(of: count)
                }
                append(forms[category] ?? forms[.other] ?? [], arguments: arguments, locale: locale, to: &message)
            }
        }
    }

    /// Splits `text` into literals and `{name}` parameters; in a plural form (`number` names the
    /// variable) `%ld`, `%lld` and `%d` are the variable, and `%%` is a percent sign.
    private static func segments(of text: String, number: String?) -> [Segment] {
        var segments: [Segment] = []
        var literal = ""
        var index = text.startIndex
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let rest = text[index...]
            if rest.first == "{", let close = rest.firstIndex(of: "}"),
                rest[rest.index(after: index)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                rest.index(after: index) != close
            {
                flush()
                segments.append(.argument(String(rest[rest.index(after: index)..<close])))
                index = text.index(after: close)
                continue
            }
            if let number, rest.first == "%" {
                if let specifier = ["%%", "%lld", "%ld", "%d"].first(where: rest.hasPrefix) {
                    if specifier == "%%" {
                        literal += "%"
                    } else {
                        flush()
                        segments.append(.argument(number))
                    }
                    index = text.index(index, offsetBy: specifier.count)
                    continue
                }
            }
            literal.append(text[index])
            index = text.index(after: index)
        }
        flush()
        return segments
    }
}
