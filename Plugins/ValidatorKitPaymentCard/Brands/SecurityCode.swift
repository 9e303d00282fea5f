/// The security code printed on a card of a brand: what the brand calls it and how many digits
/// it has (`CVV`, 3 for Visa; `CID`, 4 for American Express).
public struct SecurityCode: Sendable, Hashable {
    /// The brand's name for the code, such as `"CVC"`.
    public let name: String
    /// The number of digits.
    public let size: Int

    /// Creates a security code description.
    init(name: String, size: Int) {
        self.name = name
        self.size = size
    }
}
