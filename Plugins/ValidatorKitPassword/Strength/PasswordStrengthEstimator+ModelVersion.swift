// Written by scripts/password-model-resource.py with Resources/PasswordModel.txt; do not edit.

extension PasswordStrengthEstimator {
    /// The zxcvbn release the model's data comes from, such as `"4.5.0"`: known without reading
    /// the model.
    public static var modelVersion: String {
        "4.5.0"
    }
}
