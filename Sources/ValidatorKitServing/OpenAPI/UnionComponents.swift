import ValidatorKit

/// A record schema's unions as OpenAPI states them: each variant of a `oneOf` whose branches
/// each fix one tag member with a `const` is lifted into a component of its own, named by the
/// form, the union's path and the tag's value (`checkout.payment.card`), and the union gains a
/// `discriminator` whose `mapping` names each value's component.
enum UnionComponents {
    /// `schema` with its unions' variants replaced by references to components named from
    /// `name`, and those components.
    static func lifting(_ schema: JSONValue, named name: String) -> (schema: JSONValue, components: [String: JSONValue]) {
        var components: [String: JSONValue] = [:]
        let lifted = lift(schema, path: [name], into: &components)
        return (lifted, components)
    }

    private static func lift(_ schema: JSONValue, path: [String], into components: inout [String: JSONValue]) -> JSONValue {
        switch schema {
        case .array(let elements):
            return .array(elements.map { lift($0, path: path, into: &components) })
        case .object(var members):
            for (keyword, value) in members {
                switch (keyword, value) {
                case ("properties", .object(let properties)):
                    members[keyword] = .object(properties.reduce(into: [:]) { lifted, property in
                        lifted[property.key] = lift(property.value, path: path + [property.key], into: &components)
                    })
                case ("items", _):
                    members[keyword] = lift(value, path: path + ["item"], into: &components)
                default:
                    members[keyword] = lift(value, path: path, into: &components)
                }
            }
            guard case .array(let variants)? = members["oneOf"], let tag = tag(of: variants) else { return .object(members) }
            var mapping: [String: JSONValue] = [:]
            var references: [JSONValue] = []
            for (variant, value) in zip(variants, tag.values) {
                let component = componentName(path + [value])
                components[component] = variant
                let reference = JSONValue.string("#/components/schemas/\(component)")
                mapping[value] = reference
                references.append(["$ref": reference])
            }
            members["oneOf"] = .array(references)
            members["discriminator"] = ["propertyName": .string(tag.member), "mapping": .object(mapping)]
            return .object(members)
        default:
            return schema
        }
    }

    /// The name of a component at `path`: its steps joined by dots, each character OpenAPI does
    /// not take in a component's name (`^[a-zA-Z0-9.\-_]+$`) written as `_`.
    private static func componentName(_ path: [String]) -> String {
        String(path.joined(separator: ".").map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }

    /// The member every one of `variants` requires and fixes with a string `const`, and each
    /// variant's value; `nil` when they are not a union's.
    private static func tag(of variants: [JSONValue]) -> (member: String, values: [String])? {
        var member: String?
        var values: [String] = []
        for variant in variants {
            guard case .object(let members) = variant, case .object(let properties)? = members["properties"],
                case .array(let required)? = members["required"], case .string(let first)? = required.first,
                case .object(let tagSchema)? = properties[first], case .string(let value)? = tagSchema["const"],
                member == nil || member == first
            else { return nil }
            member = first
            values.append(value)
        }
        return member.map { ($0, values) }
    }
}
