/// The plugins that ship in the core: `required`, `length`, `charset`, `range` (numbers) and
/// `date` (ISO 8601 dates, today from the system clock in UTC), and the rules across fields
/// `matches`, `required-if` and `one-of`.
public enum BasicValidators {
    /// One instance of each core plugin, ready to register.
    public static var all: [any ValidatorPlugin] {
        [
            RequiredPlugin(), LengthPlugin(), CharsetPlugin(), RangePlugin(), DatePlugin(), MatchesPlugin(),
            RequiredIfPlugin(), OneOfPlugin(),
        ]
    }
}
