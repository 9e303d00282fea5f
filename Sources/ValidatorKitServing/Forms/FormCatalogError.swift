public import ValidatorKit

/// Why a folder of form specs could not be served: a folder that cannot be read or holds no
/// spec, a file name that is not a route, or a spec that is not a valid form. The description
/// names the file and, for a bad spec, the JSON path.
public struct FormCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder or file at fault.
    public let file: String
    /// What is wrong with it, such as `fields[1].validators[0].options.max: expected an integer`.
    public let problem: String
    /// The spec's own error, when the file is a spec that does not build (an unknown plugin is
    /// `FormSpecError.Code.unknownPlugin`).
    public let specError: FormSpecError?

    /// Creates an error about `file`.
    public init(file: String, problem: String, specError: FormSpecError? = nil) {
        self.file = file
        self.problem = problem
        self.specError = specError
    }

    /// `file: problem`.
    public var description: String {
        "\(file): \(problem)"
    }
}
