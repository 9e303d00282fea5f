// Written by scripts/phone-metadata-resource.py with Resources/PhoneMetadata.json; do not edit.

extension PhoneValidator {
    /// The python-phonenumbers release whose libphonenumber metadata the plugin judges with,
    /// such as `"9.0.43"`: known without reading the metadata.
    public static var metadataVersion: String {
        "9.0.43"
    }
}
