/// The plugins that ship in the core: `required`, `length` and `charset`.
public enum BasicValidators {
    /// One instance of each core plugin, ready to register.
    public static var all: [any ValidatorPlugin] {
        [RequiredPlugin(), LengthPlugin(), CharsetPlugin()]
    }
}
