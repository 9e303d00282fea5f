public import ValidatorKit

/// The simulated `username` validator: 3 to 20 letters, digits, `.`, `_` or `-` at once, then
/// asks a ``SimulatedUsernameDirectory`` whether the name is taken.
///
/// | Text | Verdict |
/// |---|---|
/// | `al` | incomplete |
/// | `al ice` | invalid, `username.character` |
/// | `alice` | valid so far; the directory's answer: invalid, `username.taken` |
/// | `alicex` | valid so far; the directory's answer: valid |
public struct UsernameValidator: AsyncValidator {
    /// The fewest characters of a username.
    public static let shortest = 3
    /// The most characters of a username.
    public static let longest = 20

    /// The directory asked.
    public let directory: SimulatedUsernameDirectory
    /// How long the text rests before the directory is asked.
    public let debounce: Duration

    /// A validator asking `directory` once the text has rested for `debounce`.
    public init(directory: SimulatedUsernameDirectory, debounce: Duration = .milliseconds(300)) {
        self.directory = directory
        self.debounce = debounce
    }

    /// The local part: the characters and the length.
    public func validate(_ text: String) -> Validity {
        var count = 0
        for character in text {
            guard character.isLetter || character.isNumber || character == "." || character == "_" || character == "-" else {
                return .invalid(ValidationFailure(
                    code: .usernameCharacter, arguments: ["position": .integer(count + 1)], position: count))
            }
            count += 1
            if count > Self.longest {
                return .invalid(ValidationFailure(code: .usernameLength, arguments: ["longest": .integer(Self.longest)], position: count - 1))
            }
        }
        return count < Self.shortest ? .incomplete : .valid
    }

    /// The directory's answer: `username.taken` when the name is taken.
    public func check(_ text: String) async -> Validity {
        do {
            return try await directory.isAvailable(text) ? .valid : .invalid(ValidationFailure(code: .usernameTaken))
        } catch {
            return .incomplete
        }
    }
}
