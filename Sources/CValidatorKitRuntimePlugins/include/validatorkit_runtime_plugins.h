// The C interface between a host that loads ValidatorKit plugin libraries at run time (such as
// `validator --plugin`) and those libraries: version 2.
//
// A plugin library is a shared library that exports one function, named
// VALIDATORKIT_PLUGINS_ENTRY_POINT_NAME, of type validatorkit_entry_point_v2_function. The host
// calls it once with a validatorkit_host_v2; the library calls host->register_plugin once per
// plugin before the entry point returns, handing over the plugin's validatorkit_plugin_functions.
//
// Version 2 adds what a validator offers a field besides verdicts (validatorkit_capability): an
// input filter, section layouts that may change with the text, and a formatter. A host also loads
// version-1 libraries, which export VALIDATORKIT_PLUGINS_V1_ENTRY_POINT_NAME
// (validatorkit_entry_point_function, validatorkit_host, validatorkit_register_function) and
// offer verdicts and details only.
//
// Only C types cross the interface: pointers, integers, the enums below and NUL-terminated UTF-8
// text (JSON where a structure is needed), so the host and the library each keep their own copy
// of ValidatorKit. Every pointer handed to a callback is valid only during that call: copy what
// you keep. Nothing is ever unloaded, so a plugin handle lives as long as the process; a
// validator handle lives until the host passes it to the plugin's validatorkit_release_function.
//
// Swift code reaches this header only through ValidatorKitRuntimePlugins, which imports it
// privately: no C type appears in ValidatorKit's public Swift API.

#ifndef VALIDATORKIT_RUNTIME_PLUGINS_H
#define VALIDATORKIT_RUNTIME_PLUGINS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The version of the interface this header describes; it is part of the entry point's name.
#define VALIDATORKIT_PLUGINS_INTERFACE_VERSION 2

/// The symbol a plugin library exports: its validatorkit_entry_point_v2_function.
#define VALIDATORKIT_PLUGINS_ENTRY_POINT_NAME "validatorkit_plugins_v2"

/// The symbol of a version-1 plugin library: its validatorkit_entry_point_function.
#define VALIDATORKIT_PLUGINS_V1_ENTRY_POINT_NAME "validatorkit_plugins_v1"

/// The position of a failure that concerns no particular character.
#define VALIDATORKIT_NO_POSITION (-1)

/// The outcome of registering plugins, returned by the entry point and by the host's
/// validatorkit_register_function.
typedef enum validatorkit_status {
    /// Every plugin was registered.
    VALIDATORKIT_STATUS_OK = 0,
    /// A required argument was NULL, or the library could not describe a plugin.
    VALIDATORKIT_STATUS_INVALID_ARGUMENT = -1,
    /// The host could not read a plugin's descriptor: not JSON of the expected shape, or an
    /// option type it does not know.
    VALIDATORKIT_STATUS_UNREADABLE_DESCRIPTOR = -2,
    /// The host refused the plugin, for instance because its identifier is already registered;
    /// the host keeps the reason.
    VALIDATORKIT_STATUS_REGISTRATION_REFUSED = -3,
} validatorkit_status;

/// The verdict on a text: ValidatorKit's three-state Validity.
typedef enum validatorkit_verdict_state {
    /// The text is valid.
    VALIDATORKIT_VERDICT_VALID = 0,
    /// The text is a prefix of something valid: more typing may make it valid.
    VALIDATORKIT_VERDICT_INCOMPLETE = 1,
    /// The text is not valid; a code and a message say why.
    VALIDATORKIT_VERDICT_INVALID = 2,
} validatorkit_verdict_state;

/// Receives why a plugin refused to build a validator: the option concerned (NULL when it names
/// none) and the message, a full sentence. `context` is the make call's `failure_context`.
typedef void (*validatorkit_failure_function)(void *context, const char *option, const char *message);

/// Receives one verdict, before validatorkit_validate_function returns.
///
/// `context` is the validate call's `result_context`. For VALIDATORKIT_VERDICT_INVALID, `code` is
/// the failure's stable code (such as "iban.checksum"), `message` its message, `position` the
/// index of the offending character (or VALIDATORKIT_NO_POSITION) and `fixable_by_typing` is
/// nonzero when more typing can still fix the text; for the other states they are empty, -1 and 0.
/// `details` is a JSON object of validation details, or NULL when none were asked for or there
/// are none.
typedef void (*validatorkit_result_function)(
    void *context,
    validatorkit_verdict_state state,
    const char *code,
    const char *message,
    ptrdiff_t position,
    int32_t fixable_by_typing,
    const char *details);

/// Builds a validator from a plugin handle and its options, a JSON object of option values the
/// host has already checked against the descriptor. Returns an opaque validator handle, or NULL
/// after calling `failure` (when not NULL) with `failure_context` and the reason.
typedef void *(*validatorkit_make_function)(
    void *plugin,
    const char *options,
    void *failure_context,
    validatorkit_failure_function failure);

/// What a host asks of validatorkit_validate_function besides the verdict, combined with `|` in
/// its `wants_details` argument. A host of version 2 before conclusions passes 1 or 0.
typedef enum validatorkit_validate_flag {
    /// Report the validation details too.
    VALIDATORKIT_VALIDATE_DETAILS = 1,
    /// Judge the text as finished (ValidatorKit's `Validator.conclude`): nobody will type into it
    /// again, so `incomplete` only where characters really are missing. Passed only to validators
    /// reporting VALIDATORKIT_CAPABILITY_CONCLUSION.
    VALIDATORKIT_VALIDATE_AS_FINISHED = 2,
} validatorkit_validate_flag;

/// Validates `length` bytes of UTF-8 text (not NUL-terminated; `text` may be NULL when `length`
/// is 0) with a validator handle, and reports the verdict through `result` with `result_context`
/// before returning. `wants_details` holds validatorkit_validate_flag values: the host asks for
/// details with VALIDATORKIT_VALIDATE_DETAILS (a library of version 2 before conclusions reads
/// any nonzero value so), and for the verdict on a finished text with
/// VALIDATORKIT_VALIDATE_AS_FINISHED. May be called from many threads at once.
typedef void (*validatorkit_validate_function)(
    void *validator,
    const uint8_t *text,
    size_t length,
    int32_t wants_details,
    void *result_context,
    validatorkit_result_function result);

/// Frees a validator handle returned by a validatorkit_make_function.
typedef void (*validatorkit_release_function)(void *validator);

/// The version-1 registration callback, called by the library once per plugin.
///
/// `context` is the host's validatorkit_host.context; `descriptor` is the plugin's description as
/// JSON: {"identifier", "summary", "options": [{"name", "type" ("string", "integer", "number",
/// "boolean", "choice" or "stringList"), "choices", "defaultValue", "documentation", "isSecret"}], "failureCodes": [{"code",
/// "message"}]} ("failureCodes" may be absent: a library built before it lists no codes). `plugin` is the plugin's
/// opaque handle, passed back to `make`. Returns VALIDATORKIT_STATUS_OK when the plugin was
/// registered; on any other status the library still owns `plugin`.
typedef validatorkit_status (*validatorkit_register_function)(
    void *context,
    const char *descriptor,
    void *plugin,
    validatorkit_make_function make,
    validatorkit_validate_function validate,
    validatorkit_release_function release);

/// What the host hands to a version-1 library's entry point.
typedef struct validatorkit_host {
    /// The host's own state, passed back to `register_plugin` unchanged.
    void *context;
    /// Registers one plugin with the host.
    validatorkit_register_function register_plugin;
} validatorkit_host;

/// The entry point a version-1 library exports as VALIDATORKIT_PLUGINS_V1_ENTRY_POINT_NAME:
/// registers its plugins through `host` (valid only during the call) and returns
/// VALIDATORKIT_STATUS_OK, or the first status that was not.
typedef validatorkit_status (*validatorkit_entry_point_function)(const validatorkit_host *host);

/// What a validator offers a field besides its verdicts; validatorkit_capabilities_function
/// returns them combined with `|`.
typedef enum validatorkit_capability {
    /// It decides which characters the field accepts: validatorkit_accepts_function.
    VALIDATORKIT_CAPABILITY_INPUT_FILTER = 1,
    /// It chooses the field's sections, which may change with the text:
    /// validatorkit_section_layout_function.
    VALIDATORKIT_CAPABILITY_SECTION_LAYOUT = 2,
    /// It formats the text the field shows: validatorkit_format_function.
    VALIDATORKIT_CAPABILITY_FORMATTER = 4,
    /// It judges a finished text when validatorkit_validate_function is passed
    /// VALIDATORKIT_VALIDATE_AS_FINISHED; a host asks a validator without it nothing of the kind.
    VALIDATORKIT_CAPABILITY_CONCLUSION = 8,
} validatorkit_capability;

/// The validatorkit_capability flags of a validator handle, combined with `|`; asked once per
/// validator, right after it is made.
typedef uint32_t (*validatorkit_capabilities_function)(void *validator);

/// Whether a field with this validator accepts one character (a grapheme cluster), given as
/// `length` bytes of UTF-8: nonzero when it does. Separators it refuses are dropped quietly.
typedef int32_t (*validatorkit_accepts_function)(void *validator, const uint8_t *character, size_t length);

/// Receives section lengths (each at least 1; `count` 0 means no sections), before
/// validatorkit_section_layout_function returns. `context` is that call's `lengths_context`.
typedef void (*validatorkit_section_lengths_function)(void *context, const int32_t *lengths, size_t count);

/// Reports, through `lengths`, the sections of a field holding `length` bytes of UTF-8 text.
typedef void (*validatorkit_section_layout_function)(
    void *validator,
    const uint8_t *text,
    size_t length,
    void *lengths_context,
    validatorkit_section_lengths_function lengths);

/// Receives `length` bytes of UTF-8 text, before validatorkit_format_function returns.
/// `context` is that call's `formatted_context`.
typedef void (*validatorkit_text_function)(void *context, const uint8_t *text, size_t length);

/// Reports, through `formatted`, the text a field shows for `length` bytes of typed UTF-8 text.
typedef void (*validatorkit_format_function)(
    void *validator,
    const uint8_t *text,
    size_t length,
    void *formatted_context,
    validatorkit_text_function formatted);

/// A plugin's functions, handed over with its descriptor. `make`, `validate` and `release` are
/// required; `capabilities` may be NULL (no validator offers any), and each of `accepts`,
/// `section_layout` and `format` may be NULL when no validator reports its capability.
typedef struct validatorkit_plugin_functions {
    validatorkit_make_function make;
    validatorkit_validate_function validate;
    validatorkit_release_function release;
    validatorkit_capabilities_function capabilities;
    validatorkit_accepts_function accepts;
    validatorkit_section_layout_function section_layout;
    validatorkit_format_function format;
} validatorkit_plugin_functions;

/// The host's registration callback, called by the library once per plugin: `context` is the
/// host's validatorkit_host_v2.context, `descriptor` and `plugin` are as for
/// validatorkit_register_function, and `functions` (valid only during the call) are the
/// plugin's. Returns VALIDATORKIT_STATUS_OK when the plugin was registered; on any other status
/// the library still owns `plugin`.
typedef validatorkit_status (*validatorkit_register_v2_function)(
    void *context,
    const char *descriptor,
    void *plugin,
    const validatorkit_plugin_functions *functions);

/// What the host hands to a library's entry point.
typedef struct validatorkit_host_v2 {
    /// The host's own state, passed back to `register_plugin` unchanged.
    void *context;
    /// Registers one plugin with the host.
    validatorkit_register_v2_function register_plugin;
} validatorkit_host_v2;

/// The entry point a plugin library exports as VALIDATORKIT_PLUGINS_ENTRY_POINT_NAME: registers
/// its plugins through `host` (valid only during the call) and returns VALIDATORKIT_STATUS_OK,
/// or the first status that was not.
typedef validatorkit_status (*validatorkit_entry_point_v2_function)(const validatorkit_host_v2 *host);

#ifdef __cplusplus
}
#endif

#endif // VALIDATORKIT_RUNTIME_PLUGINS_H
