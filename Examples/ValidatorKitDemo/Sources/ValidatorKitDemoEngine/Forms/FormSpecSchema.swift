import Foundation

/// The JSON Schema of form specs, shipped as the engine's resource `form-spec.schema.json`:
/// what `validator-demo schema` prints, for editors and for checking specs before use.
public enum FormSpecSchema {
    /// The schema's bytes (UTF-8 JSON).
    ///
    /// - Throws: ``FileAccessError`` when the resource is not beside the program.
    public static func bytes() throws(FileAccessError) -> [UInt8] {
        let name = "form-spec.schema.json"
        guard let url = Bundle.module.url(forResource: name, withExtension: nil) else {
            throw FileAccessError(cannotOpen: name, code: ENOENT)
        }
        return try FileContents.bytes(atPath: url.path)
    }
}
