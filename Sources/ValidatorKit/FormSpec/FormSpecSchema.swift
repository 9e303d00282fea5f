import Foundation

/// The JSON Schema (draft 2020-12) of form spec documents, shipped as the resource
/// `form-spec.schema.json` beside ``FormSpec``: what `validator schema` prints, for editors and
/// for checking specs before use. Its members are the spec's coding keys, which a test checks.
public enum FormSpecSchema {
    /// The schema's bytes (UTF-8 JSON).
    ///
    /// - Throws: Foundation's error when the resource cannot be read beside the program.
    public static func bytes() throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "form-spec.schema", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "form-spec.schema.json"])
        }
        return Array(try Data(contentsOf: url))
    }
}
