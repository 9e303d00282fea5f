public import ValidatorKit

extension FormCatalog {
    /// What `GET /` answers: every form by name, with the route records are posted to.
    ///
    /// ```json
    /// {"forms": [{"name": "payment", "route": "/payment"}, {"name": "signup", "route": "/signup"}]}
    /// ```
    public var listing: JSONValue {
        ["forms": .array(names.compactMap { forms[$0] }.map { ["name": .string($0.name), "route": .string($0.route)] })]
    }
}
