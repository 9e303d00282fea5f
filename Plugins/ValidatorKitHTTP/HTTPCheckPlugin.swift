public import ValidatorKit

/// The `http` plugin: asks an HTTP endpoint, while people type, whether the text is accepted (a
/// username not taken, a voucher still good); see ``HTTPCheckValidator``.
///
/// ```json
/// {"plugin": "http", "options": {"url": "https://example.com/names/{value}/available",
///                                "member": "available", "message": "This username is taken"}}
/// ```
///
/// A `url` that is not an `http` or `https` URL with a host, or a `GET` whose `url` has no
/// `{value}`, is a `ValidatorConfigurationError` naming the option; it never quotes the URL,
/// which may hold a key. Making a validator opens libcurl (`libcurl.so.4`), which no program
/// maps before; when it cannot be opened, `make` throws `ValidatorConfigurationError`
/// `reportedByPlugin`, naming the file and the package to install (Debian `libcurl4`).
public struct HTTPCheckPlugin: ValidatorPlugin {
    /// `"http"`.
    public let identifier = "http"
    /// One line for listings.
    public let summary = "Asks an HTTP endpoint whether the text is accepted, once the other validators agree"
    /// `url`, `method`, `member`, `message`, `timeout` and `debounce`.
    public let options = [
        OptionDescription(
            name: "url", type: .string,
            documentation: "The http or https URL asked; {value} stands for the text, percent-encoded"),
        OptionDescription(
            name: "method", type: .choice(HTTPCheckMethod.allCases.map(\.rawValue)), defaultValue: .string("GET"),
            documentation: "GET, or POST sending {\"value\": text} as JSON"),
        OptionDescription(
            name: "member", type: .string, defaultValue: .string("valid"),
            documentation: "The member of the JSON object answered that is true when the text is accepted"),
        OptionDescription(
            name: "message", type: .string,
            documentation: "The message shown instead of the default one when the answer is false"),
        OptionDescription(
            name: "timeout", type: .integer, defaultValue: .integer(5000),
            documentation: "Milliseconds an answer may take before the text is check.timeout"),
        OptionDescription(
            name: "debounce", type: .integer, defaultValue: .integer(300),
            documentation: "Milliseconds the text rests before the endpoint is asked"),
    ]
    /// `http.rejected`, `http.unreachable`, `http.status`, `http.answer` and the core's
    /// `check.timeout`.
    public let failureCodes = [
        FailureCodeDescription(.httpRejected),
        FailureCodeDescription(.httpUnreachable),
        FailureCodeDescription(.httpStatus, parameters: [.integer("status")]),
        FailureCodeDescription(.httpAnswer),
        FailureCodeDescription(.checkTimeout),
    ]

    private static let example = "'https://example.com/names/{value}'"

    /// Creates the plugin.
    public init() {}

    /// Builds an ``HTTPCheckValidator``; throws `ValidatorConfigurationError` when `url` is
    /// missing, not an `http` or `https` URL with a host, or lacks `{value}` with `GET`, when
    /// `member` or `message` is blank, `timeout` is not positive or `debounce` is negative, or
    /// libcurl cannot be loaded (`reportedByPlugin`, naming `libcurl.so.4` and the Debian package
    /// `libcurl4`).
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let method = HTTPCheckMethod(rawValue: options.string("method") ?? "GET") ?? .get
        let url = try urlTemplate(options, method: method)
        let member = options.string("member") ?? "valid"
        guard !member.isEmpty else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "member", plugin: identifier, given: member, expected: "the name of a member, such as 'valid'")
        }
        let message = options.string("message")
        if let message, message.allSatisfy(\.isWhitespace) {
            throw ValidatorConfigurationError.invalidOptionValue(
                "message", plugin: identifier, given: message, expected: "a message that is not blank")
        }
        let timeout = options.integer("timeout") ?? 5000
        guard timeout > 0 else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "timeout", plugin: identifier, given: String(timeout), expected: "1 or more milliseconds")
        }
        let debounce = options.integer("debounce") ?? 300
        guard debounce >= 0 else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "debounce", plugin: identifier, given: String(debounce), expected: "0 or more milliseconds")
        }
        try HTTPCheckClientLibrary.load(for: identifier)
        return HTTPCheckValidator(
            url: url, method: method, member: member, rejectionMessage: message,
            timeout: .milliseconds(timeout), debounce: .milliseconds(debounce))
    }

    /// The `url` option, checked; the errors never quote it.
    private func urlTemplate(_ options: ValidatorOptions, method: HTTPCheckMethod) throws -> HTTPCheckURLTemplate {
        guard let text = options.string("url") else {
            throw ValidatorConfigurationError.missingOption("url", plugin: identifier)
        }
        guard let template = HTTPCheckURLTemplate(text) else {
            if HTTPCheckURLTemplate.hasOtherBraces(text) {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "url", plugin: identifier, given: nil,
                    expected: "{value} as the only placeholder, such as \(Self.example)")
            }
            if let scheme = HTTPCheckURLTemplate.scheme(of: text), scheme != "http", scheme != "https" {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "url", plugin: identifier, given: nil,
                    expected: "an http or https URL, not \(scheme), such as \(Self.example)")
            }
            throw ValidatorConfigurationError.invalidOptionValue(
                "url", plugin: identifier, given: nil,
                expected: "an absolute http or https URL with a host, such as \(Self.example)")
        }
        guard template.containsPlaceholder || method == .post else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "url", plugin: identifier, given: nil,
                expected: "{value} where the text goes, which GET sends nowhere else, such as \(Self.example)")
        }
        return template
    }
}
