/// The `range` plugin: the text is a number within bounds, and optionally a multiple of a step.
///
/// Integer and number fields hand their canonical text (`42`, `2.5`) to their validators, so
/// `range` bounds their values; on a text field it also asks that the text be a number.
package struct RangePlugin: ValidatorPlugin {
    /// `"range"`.
    package let identifier = "range"
    /// One line for listings.
    package let summary = "A number within bounds, optionally a multiple of a step"
    /// `min`, `max` and `multipleOf`.
    package let options = [
        OptionDescription(
            name: "min", type: .number,
            documentation: "Smallest number accepted; no limit when absent"),
        OptionDescription(
            name: "max", type: .number,
            documentation: "Largest number accepted (at least min); no limit when absent"),
        OptionDescription(
            name: "multipleOf", type: .number,
            documentation: "Step the number must be a whole multiple of, such as 0.01 for cents; any number when absent"),
    ]

    /// `range.not_a_number`, `range.too_small`, `range.too_large` and `range.not_multiple`.
    package let failureCodes = FailureCodeDescription.core(
        .rangeNotANumber, .rangeTooSmall, .rangeTooLarge, .rangeNotMultiple)

    /// Creates the plugin.
    package init() {}

    /// Builds a ``RangeValidator``; throws when `max` is below `min`, or `multipleOf` is not
    /// above 0 or has more than 18 significant digits.
    package func make(_ options: ValidatorOptions) throws -> any Validator {
        let minimum = bound("min", options)
        let maximum = bound("max", options)
        let step = bound("multipleOf", options)
        if let minimum, let maximum, maximum < minimum {
            throw ValidatorConfigurationError.invalidOptionValue(
                "max", plugin: identifier, given: maximum.description, expected: "a number of at least min (\(minimum))")
        }
        if let step, !RangeValidator.accepts(step: step) {
            throw ValidatorConfigurationError.invalidOptionValue(
                "multipleOf", plugin: identifier, given: step.description,
                expected: "a number above 0 with at most 18 significant digits")
        }
        return RangeValidator(minimum: minimum, maximum: maximum, step: step)
    }

    /// The number option `name` holds, exactly as written in the spec (`0.1` stays one tenth).
    private func bound(_ name: String, _ options: ValidatorOptions) -> DecimalNumber? {
        switch options.values[name] {
        case .integer(let number)?: return DecimalNumber(String(number))
        case .number(let number)?: return number.value
        default: return nil
        }
    }
}

/// Accepts the text of a number (`-?[0-9]+(.[0-9]+)?([eE][+-]?[0-9]+)?`, leading zeros allowed)
/// within bounds and, with a step, a whole multiple of it. Numbers are compared exactly, in
/// decimal: `0.3` is a multiple of `0.1`.
///
/// | Text (min 1, max 100, multipleOf 0.5) | Verdict |
/// |---|---|
/// | `42.5` | valid |
/// | `-`, `4.`, `1e` | incomplete |
/// | `0` | invalid, `range.too_small` (fixable by typing) |
/// | `100.5` | invalid, `range.too_large` |
/// | `42.25` | invalid, `range.not_multiple` |
/// | `4x` | invalid, `range.not_a_number` at character 2 |
public struct RangeValidator: Validator {
    /// The smallest number accepted, if any.
    let minimum: DecimalNumber?
    /// The largest number accepted, if any.
    let maximum: DecimalNumber?
    /// The step every accepted number is a multiple of, if any.
    let step: DecimalNumber?

    /// Creates a validator; `nil` when a bound or the step is not a number, `maximum` is below
    /// `minimum`, or `multipleOf` is not above 0 or has more than 18 significant digits.
    ///
    /// Bounds are written as texts so that they are held exactly: `RangeValidator(multipleOf: "0.01")`.
    public init?(minimum: String? = nil, maximum: String? = nil, multipleOf: String? = nil) {
        var numbers: [DecimalNumber?] = []
        for written in [minimum, maximum, multipleOf] {
            guard let written else {
                numbers.append(nil)
                continue
            }
            guard let number = DecimalNumber(written) else { return nil }
            numbers.append(number)
        }
        let (lowest, highest, step) = (numbers[0], numbers[1], numbers[2])
        if let lowest, let highest, highest < lowest { return nil }
        if let step, !Self.accepts(step: step) { return nil }
        self.init(minimum: lowest, maximum: highest, step: step)
    }

    /// Whether `step` can be a step: above 0, with at most 18 significant digits.
    static func accepts(step: DecimalNumber) -> Bool {
        !step.isNegative && !step.isZero && step.digits.count <= 18
    }

    init(minimum: DecimalNumber?, maximum: DecimalNumber?, step: DecimalNumber?) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// Reads `text` as a number and compares it with the bounds and the step.
    ///
    /// A number below the minimum can be fixed by typing more digits when it is not negative,
    /// and one above the maximum when it is negative, so the display policy shows those at the
    /// end of editing only; so is a number that is not yet a multiple of the step.
    public func validate(_ text: String) -> Validity {
        let number: DecimalNumber
        switch DecimalNumber.read(text) {
        case .prefix:
            return .incomplete
        case .notANumber(let position):
            return .invalid(ValidationFailure(
                code: .rangeNotANumber, arguments: ["position": .integer(position + 1)], position: position))
        case .number(let read):
            number = read
        }
        if let minimum, number < minimum {
            return .invalid(ValidationFailure(
                code: .rangeTooSmall, arguments: ["minimum": .string(minimum.description)],
                isFixableByTyping: !number.isNegative))
        }
        if let maximum, maximum < number {
            return .invalid(ValidationFailure(
                code: .rangeTooLarge, arguments: ["maximum": .string(maximum.description)],
                isFixableByTyping: number.isNegative))
        }
        if let step, !number.isMultiple(of: step) {
            return .invalid(ValidationFailure(
                code: .rangeNotMultiple, arguments: ["step": .string(step.description)], isFixableByTyping: true))
        }
        return .valid
    }
}
