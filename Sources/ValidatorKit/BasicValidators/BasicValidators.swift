/// The plugins that ship in the core: `required`, `length` and `charset`, and the rules across
/// fields `matches`, `required-if` and `one-of`.
public enum BasicValidators {
    /// One instance of each core plugin, ready to register.
    public static var all: [any ValidatorPlugin] {
        [RequiredPlugin(), LengthPlugin(), CharsetPlugin(), MatchesPlugin(), RequiredIfPlugin(), OneOfPlugin()]
    }
}
