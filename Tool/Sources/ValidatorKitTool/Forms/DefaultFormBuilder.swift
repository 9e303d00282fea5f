#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import ValidatorKit
public import ValidatorKitSession

/// Builds ``DefaultForm`` through a registry, choosing for each field the real one when every
/// plugin it needs is registered and accepts its options, and its fallback otherwise.
public struct DefaultFormBuilder {
    /// The region of the phone field (`--region`).
    public var region = DefaultForm.defaultRegion
    /// The base32 secret the one-time code field verifies against (`--otp-secret`).
    public var otpSecret = DefaultForm.demoOTPSecret

    /// A builder for the phone numbers of `region` and one-time codes of `otpSecret`.
    public init(region: String = DefaultForm.defaultRegion, otpSecret: String = DefaultForm.demoOTPSecret) {
        self.region = region
        self.otpSecret = otpSecret
    }

    /// The options the command line adds to a plugin of the default form.
    public func extraOptions(for plugin: String) -> [String: JSONValue] {
        switch plugin {
        case "phone": ["region": .string(region)]
        case "otp": ["secret": .string(otpSecret)]
        default: [:]
        }
    }

    /// The default form, built with `registry` and `clock`, its titles and messages in `locale`.
    public func prepare(
        registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale = .english
    ) throws -> PreparedForm {
        let fallbacks = try JSONDecoder().decode(Fallbacks.self, from: Data(DefaultForm.json.utf8))
        var spec = FormSpec(fields: fallbacks.fields.map(\.field))
        var notes: [String: String] = [:]
        for (index, field) in spec.fields.enumerated() {
            var chosen = field
            if var validators = chosen.validators {
                for validatorIndex in validators.indices {
                    let extra = extraOptions(for: validators[validatorIndex].plugin)
                    guard !extra.isEmpty else { continue }
                    validators[validatorIndex].options = (validators[validatorIndex].options ?? [:]).merging(extra) { _, given in given }
                }
                chosen.validators = validators
            }
            if let problem = Self.problem(building: chosen, with: registry),
                let fallback = fallbacks.fields[index].fallback
            {
                notes[field.id] = "stand-in: \(problem)"
                chosen = fallback
            }
            spec.fields[index] = chosen
        }
        return try FormPreparation.prepare(spec, registry: registry, clock: clock, locale: locale, notes: notes)
    }

    /// Why `field` cannot be built with `registry` (a plugin missing, options refused), or `nil`.
    private static func problem(building field: FormSpec.FieldSpec, with registry: ValidatorRegistry) -> String? {
        for validator in field.validators ?? [] {
            guard registry.identifiers.contains(validator.plugin) else {
                return "plugin '\(validator.plugin)' is not in this build"
            }
            do {
                _ = try registry.makeValidator(validator.plugin, options: validator.options ?? [:])
            } catch {
                return "plugin '\(validator.plugin)' refused its options: \(error)"
            }
        }
        return nil
    }

    /// The fields of ``DefaultForm/json``, each with its `fallback`, a member the demo adds to
    /// the form spec schema (so ``FormSpec/decode(_:)`` would refuse it).
    private struct Fallbacks: Decodable {
        struct Entry: Decodable {
            let field: FormSpec.FieldSpec
            let fallback: FormSpec.FieldSpec?

            private enum CodingKeys: String, CodingKey {
                case fallback
            }

            init(from decoder: any Decoder) throws {
                field = try FormSpec.FieldSpec(from: decoder)
                fallback = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(FormSpec.FieldSpec.self, forKey: .fallback)
            }
        }

        let fields: [Entry]
    }
}
