extension ValidatorChain {
    /// What every validator of the chain states, together (a text the chain accepts, each of
    /// them accepts): a keyword stated by one validator as it is; two bounds of the same kind
    /// (`minLength`, `maximum`, …) as the tighter; any other keyword stated differently by two
    /// validators as an `allOf` entry for each; the `x-validatorkit` annotations gathered in
    /// chain order.
    ///
    /// ```swift
    /// let chain = ValidatorChain([try LengthValidator(minimum: 3), try LengthValidator(minimum: 5, maximum: 9)])
    /// chain.schemaKeywords["minLength"]   // 5
    /// ```
    public var schemaKeywords: [String: JSONValue] {
        SchemaKeywords.merging(validators.map(\.schemaKeywords))
    }
}
