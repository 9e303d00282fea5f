extension ValidationFailure {
    /// The message in `locale`, from the catalog of the code (English when the catalog has no
    /// message in `locale`); the core's "Not valid" (`plugin.invalid`) when the code has no
    /// catalog or its catalog no message.
    public func message(in locale: MessageLocale) -> String {
        switch source {
        case .fixed(let message):
            return message
        case .redacted:
            return Self.coreMessage("value.redacted", in: locale)
        case .catalog(let variant):
            guard let template = code.template(variant: variant, in: locale) else {
                return Self.coreMessage(ValidationFailure.Code.pluginInvalid.rawValue, in: locale)
            }
            return template.render(arguments, in: locale)
        }
    }

    private static func coreMessage(_ key: String, in locale: MessageLocale) -> String {
        MessageCatalog.validatorKit.template(for: key, in: locale)?.render([:], in: locale) ?? key
    }

    /// The message in `locale`, or the one `overrides` give for the code in `locale`.
    func message(in locale: MessageLocale, overrides: MessageOverrides) -> String {
        overridingMessage(with: overrides, in: locale).message(in: locale)
    }

    /// The failure with the message `overrides` give for its code in `locale` (a spec's field
    /// `messages`), as it is when they give none.
    func overridingMessage(with overrides: MessageOverrides, in locale: MessageLocale) -> Self {
        guard !overrides.isEmpty, let template = overrides.template(for: code, in: locale) else { return self }
        var failure = self
        failure.source = .fixed(template.render(arguments, in: locale))
        return failure
    }

    /// The failure with its message replaced by the core's "This value is not valid", because
    /// it may quote a secret.
    func redacted() -> Self {
        var failure = self
        failure.arguments = [:]
        failure.source = .redacted
        return failure
    }

    /// Whether the message quotes one of `secrets`: a message given as it is, or a text
    /// argument, contains one.
    func quotesAny(of secrets: [String]) -> Bool {
        if case .fixed(let message) = source {
            return secrets.contains { message.quotes($0) }
        }
        return arguments.values.contains { argument in
            guard case .string(let text) = argument else { return false }
            return secrets.contains { text.quotes($0) }
        }
    }
}

extension String {
    /// Whether `secret` occurs in the text. Two ASCII texts are compared byte by byte, which finds
    /// what Foundation's search finds in them at a hundredth of its cost (it builds a `CFString`
    /// of each); any other pair goes to Foundation's search, which also finds a canonically
    /// equivalent spelling (`é` as `e` and a combining accent).
    fileprivate func quotes(_ secret: String) -> Bool {
        var text = self
        var secret = secret
        let found: Bool? = text.withUTF8 { text in
            secret.withUTF8 { secret in
                guard text.allSatisfy({ $0 < 0x80 }), secret.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard !secret.isEmpty, secret.count <= text.count else { return false }
                return (0...(text.count - secret.count)).contains { start in
                    UnsafeBufferPointer(rebasing: text[start..<(start + secret.count)]).elementsEqual(secret)
                }
            }
        }
        return found ?? contains(secret)
    }
}

extension ValidationFailure.Code {
    /// The template of the code's message, or of its `variant`, in `locale`.
    func template(variant: String?, in locale: MessageLocale) -> MessageTemplate? {
        guard let messages else { return nil }
        if let variant, let template = messages.template(for: "\(rawValue)#\(variant)", in: locale) {
            return template
        }
        return messages.template(for: rawValue, in: locale)
    }
}
