extension FormSpec {
    /// When a field applies, the spec's `"when"`: a test of another field's value.
    ///
    /// ```json
    /// {"id": "state", "when": {"field": "country", "equals": "US"}}
    /// {"id": "vat", "when": {"field": "country", "in": ["DE", "FR"]}}
    /// {"id": "reference", "when": {"field": "company", "filled": true}}
    /// ```
    ///
    /// The field named is found as a ``DependentValidator``'s are: among the fields of the object
    /// holding the conditional field (its group, list item or union) first, then the record's
    /// root. While the condition is false the field **does not apply**: it is hidden, not judged,
    /// not required, and left out of the record's value; a record's member for it is one that no
    /// field names. A field that does not apply reads as empty to conditions and dependent
    /// validators.
    public struct FieldCondition: Sendable, Hashable, Decodable {
        /// What a ``FieldCondition`` asks of the field it names.
        public enum Test: Sendable, Hashable {
            /// The field's text is this one (a number or a boolean compared by its canonical
            /// text: `42`, `true`).
            case equals(String)
            /// The field's text is one of these.
            case isAny(of: [String])
            /// The field is filled (`true`) or empty (`false`).
            case isFilled(Bool)
        }

        /// The identifier of the field the condition reads.
        public var field: String
        /// What the condition asks of that field's text.
        public var test: Test

        /// A condition that `test` holds of the field `field`.
        public init(field: String, test: Test) {
            self.field = field
            self.test = test
        }

        /// Whether the condition holds when the field it names has `text`: empty when the field
        /// is empty, absent or does not apply.
        ///
        /// ```swift
        /// let condition = FormSpec.FieldCondition(field: "country", test: .equals("US"))
        /// condition.holds(forText: "US")   // true
        /// condition.holds(forText: "")     // false
        /// ```
        public func holds(forText text: String) -> Bool {
            switch test {
            case .equals(let expected): text == expected
            case .isAny(let expected): expected.contains(text)
            case .isFilled(let isFilled): text.isEmpty != isFilled
            }
        }

        /// Whether the condition holds of the field it names in `values` (a form's live fields
        /// or a record's members); a field `values` does not have reads as empty.
        public func holds(reading values: some FormValues) -> Bool {
            holds(forText: values.text(ofField: field) ?? "")
        }

        /// The texts the condition can hold for: `nil` for ``Test/isFilled(_:)``.
        var expectedTexts: [String]? {
            switch test {
            case .equals(let expected): [expected]
            case .isAny(let expected): expected
            case .isFilled: nil
            }
        }

        private enum CodingKeys: String, CodingKey {
            case field, equals, `in`, filled
        }

        /// Reads `{"field": …}` with exactly one of `equals` (a string, number or boolean), `in`
        /// (an array of them) or `filled` (a boolean); any other shape is a ``FormSpecError``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let path = FormSpecError.path(decoder.codingPath)
            field = try container.decode(String.self, forKey: .field)
            let tests = [CodingKeys.equals, .in, .filled].filter { container.contains($0) }
            guard tests.count == 1, let given = tests.first else {
                let found = tests.isEmpty ? "none" : tests.map { $0.stringValue }.joined(separator: " and ")
                throw FormSpecError(
                    tests.isEmpty ? .missingValue : .invalidValue, path: path,
                    problem: "expected exactly one of equals, in or filled beside field; got \(found)")
            }
            switch given {
            case .equals:
                test = .equals(try Self.text(of: container.decode(JSONValue.self, forKey: .equals), path: "\(path).equals"))
            case .in:
                let values = try container.decode([JSONValue].self, forKey: .in)
                guard !values.isEmpty else {
                    throw FormSpecError(path: "\(path).in", problem: "expected at least one value")
                }
                var texts: [String] = []
                for (index, value) in values.enumerated() {
                    texts.append(try Self.text(of: value, path: "\(path).in[\(index)]"))
                }
                test = .isAny(of: texts)
            default:
                test = .isFilled(try container.decode(Bool.self, forKey: .filled))
            }
        }

        /// The canonical text of a value a condition compares with: a string as it is, a number
        /// or boolean as a record's field of that type is read.
        private static func text(of value: JSONValue, path: String) throws(FormSpecError) -> String {
            switch value {
            case .string(let text): return text
            case .integer(let whole): return String(whole)
            case .number(let number): return number.description
            case .boolean(let truth): return truth ? "true" : "false"
            case .null, .array, .object:
                throw FormSpecError(.wrongType, path: path, problem: "expected a string, a number or true or false, got \(value.kindName)")
            }
        }
    }
}
