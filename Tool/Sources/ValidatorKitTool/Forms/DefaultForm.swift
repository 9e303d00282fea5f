/// The form `validator form` shows when no spec is given, as a ``FormSpec`` JSON document.
///
/// Each field may carry a `fallback`: the field used instead while one of its plugins is not
/// registered in this build (the plugins ship separately), so the form stays usable and a field
/// turns into the real one as soon as its plugin is registered. ``DefaultFormBuilder`` fills in
/// the phone region and the one-time password secret from the command line.
public enum DefaultForm {
    /// The secret the one-time code field is verified against at submission unless
    /// `--otp-secret` says otherwise; a published demo value, documented in the README, not a
    /// secret of anyone's.
    public static let demoOTPSecret = "JBSWY3DPEHPK3PXP"

    /// The region a phone number without `+` belongs to unless `--region` says otherwise.
    public static let defaultRegion = "US"

    /// The form spec, with a `fallback` beside the fields whose plugins may be missing.
    public static let json = #"""
        {"fields": [
          {"id": "email", "title": "Email", "placeholder": "name@example.com", "required": true,
           "validators": [{"plugin": "regex", "options": {"preset": "email"}}],
           "fallback": {"id": "email", "title": "Email", "placeholder": "name@example.com", "required": true,
                        "validators": [{"plugin": "length", "options": {"min": 3, "max": 254}}]}},
          {"id": "card", "title": "Card number", "required": true,
           "validators": [{"plugin": "card"}],
           "fallback": {"id": "card", "title": "Card number", "sections": [4, 4, 4, 4], "required": true,
                        "validators": [{"plugin": "charset", "options": {"allowed": "digits"}},
                                       {"plugin": "length", "options": {"min": 16, "max": 16}}]}},
          {"id": "phone", "title": "Phone", "required": true,
           "validators": [{"plugin": "phone"}],
           "fallback": {"id": "phone", "title": "Phone", "required": true,
                        "validators": [{"plugin": "charset", "options": {"allowed": "+0123456789"}},
                                       {"plugin": "length", "options": {"min": 7, "max": 16}}]}},
          {"id": "date", "title": "Date (MM/DD/YYYY)", "placeholder": "12/30/2026",
           "validators": [{"plugin": "mask", "options": {"pattern": "[00]{/}[00]{/}[0000]"}}],
           "fallback": {"id": "date", "title": "Date (MM/DD/YYYY)", "placeholder": "12/30/2026",
                        "validators": [{"plugin": "charset", "options": {"allowed": "0123456789/"}},
                                       {"plugin": "length", "options": {"min": 10, "max": 10}}]}},
          {"id": "otp", "title": "One-time code", "required": true,
           "validators": [{"plugin": "otp", "options": {"digits": 6}}],
           "fallback": {"id": "otp", "title": "One-time code", "sections": [3, 3], "required": true,
                        "validators": [{"plugin": "charset", "options": {"allowed": "digits"}},
                                       {"plugin": "length", "options": {"min": 6, "max": 6}}]}},
          {"id": "username", "title": "Username", "placeholder": "3 to 20 letters or digits", "required": true,
           "validators": [{"plugin": "username"}],
           "fallback": {"id": "username", "title": "Username", "placeholder": "3 to 20 letters or digits", "required": true,
                        "validators": [{"plugin": "length", "options": {"min": 3, "max": 20}}]}},
          {"id": "password", "title": "Password", "secure": true, "required": true,
           "validators": [{"plugin": "length", "options": {"min": 8, "max": 64}}]},
          {"id": "confirm", "title": "Confirm password", "secure": true, "required": true,
           "validators": [{"plugin": "matches", "options": {"field": "password"}}]}
        ]}
        """#
}
