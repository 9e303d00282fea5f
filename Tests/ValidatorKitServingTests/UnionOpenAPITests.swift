import Testing
import ValidatorKit
import ValidatorKitServing

/// A union in a served form's OpenAPI schemas: each variant a component of its own, the union a
/// `oneOf` of references with a `discriminator` mapping each tag value to its component, as
/// OpenAPI 3.1 (section 4.8.25, Discriminator Object) describes it; the secure field left out of
/// the `201` answer's variant.
@Suite struct UnionOpenAPITests {
    static let spec = #"""
        {"fields": [{"id": "payment", "type": "union", "tag": "method", "required": true, "variants": [
          {"value": "card", "fields": [{"id": "number", "required": true}, {"id": "pin", "secure": true}]},
          {"value": "bank", "fields": [{"id": "iban", "required": true}]}]}]}
        """#

    func schemas() throws -> [String: JSONValue] {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        return try ServedForm(name: "order", spec: FormSpec.decode(Array(Self.spec.utf8)), registry: registry).openAPISchemas
    }

    @Test func eachVariantIsAComponentAndTheUnionMapsItsTagToThem() throws {
        let schemas = try schemas()
        #expect(Set(schemas.keys) == [
            "order", "order.payment.card", "order.payment.bank",
            "order.accepted", "order.accepted.payment.card", "order.accepted.payment.bank",
        ])
        guard case .object(let order)? = schemas["order"], case .object(let properties)? = order["properties"],
            case .object(let payment)? = properties["payment"]
        else {
            Issue.record("no payment property in \(String(describing: schemas["order"]))")
            return
        }
        #expect(payment["oneOf"] == [["$ref": "#/components/schemas/order.payment.card"], ["$ref": "#/components/schemas/order.payment.bank"]])
        #expect(payment["discriminator"] == [
            "propertyName": "method",
            "mapping": ["card": "#/components/schemas/order.payment.card", "bank": "#/components/schemas/order.payment.bank"],
        ])
    }

    @Test func aVariantFixesItsTagAndTheAnswerLeavesItsSecureFieldOut() throws {
        let schemas = try schemas()
        guard case .object(let card)? = schemas["order.payment.card"], case .object(let answered)? = schemas["order.accepted.payment.card"],
            case .object(let cardProperties)? = card["properties"], case .object(let answeredProperties)? = answered["properties"]
        else {
            Issue.record("no card variant: \(schemas.keys.sorted())")
            return
        }
        #expect(cardProperties["method"] == ["const": "card"])
        #expect(card["required"] == ["method", "number"])
        #expect(Set(cardProperties.keys) == ["method", "number", "pin"])
        #expect(Set(answeredProperties.keys) == ["method", "number"])
    }
}
