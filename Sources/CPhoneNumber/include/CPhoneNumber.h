// A small C API over libphonenumber's C++ PhoneNumberUtil and AsYouTypeFormatter.
//
// Every function catches every C++ exception and answers with a CPNStatus instead. Texts are
// UTF-8 given as a pointer and a byte length (they need not be NUL-terminated); region codes are
// NUL-terminated ISO 3166 alpha-2 codes such as "US". Strings come back in caller-provided
// buffers: on CPN_STATUS_OK the buffer holds the NUL-terminated answer and *length its byte count
// without the NUL; on CPN_STATUS_BUFFER_TOO_SMALL nothing is written and *length says how many
// bytes the answer has, so a buffer of *length + 1 bytes is enough for a second call.
// All functions may be called from many threads at once.

#ifndef C_PHONE_NUMBER_H
#define C_PHONE_NUMBER_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a call: success, one of libphonenumber's parse errors, or a problem of the call.
typedef enum CPNStatus {
    /// The call succeeded.
    CPN_STATUS_OK = 0,
    /// libphonenumber found no phone number in the text (its NOT_A_NUMBER).
    CPN_STATUS_NOT_A_NUMBER,
    /// The country calling code is unknown (its INVALID_COUNTRY_CODE_ERROR).
    CPN_STATUS_INVALID_COUNTRY_CODE,
    /// Too few digits after the international or national prefix (TOO_SHORT_AFTER_IDD, TOO_SHORT_NSN).
    CPN_STATUS_TOO_SHORT,
    /// Too many digits, or a text longer than libphonenumber reads (TOO_LONG_NSN).
    CPN_STATUS_TOO_LONG,
    /// The region code is not one libphonenumber supports.
    CPN_STATUS_UNKNOWN_REGION,
    /// libphonenumber has no example number of the asked type for the region.
    CPN_STATUS_NO_EXAMPLE,
    /// The output buffer cannot hold the answer; *length holds the size it needs (without the NUL).
    CPN_STATUS_BUFFER_TOO_SMALL,
    /// libphonenumber threw a C++ exception (such as std::bad_alloc); it was caught.
    CPN_STATUS_FAILURE,
} CPNStatus;

/// Whether a number's length fits its region (libphonenumber's ValidationResult).
typedef enum CPNPossibility {
    /// The length matches valid numbers of the region.
    CPN_POSSIBILITY_IS_POSSIBLE = 0,
    /// The length matches only numbers dialled locally, without an area code.
    CPN_POSSIBILITY_IS_POSSIBLE_LOCAL_ONLY,
    /// The country calling code is unknown.
    CPN_POSSIBILITY_INVALID_COUNTRY_CODE,
    /// Shorter than every valid number of the region.
    CPN_POSSIBILITY_TOO_SHORT,
    /// Between the shortest and the longest valid numbers, but of no valid length.
    CPN_POSSIBILITY_INVALID_LENGTH,
    /// Longer than every valid number of the region.
    CPN_POSSIBILITY_TOO_LONG,
} CPNPossibility;

/// The type of a number (libphonenumber's PhoneNumberType).
typedef enum CPNNumberType {
    CPN_TYPE_FIXED_LINE = 0,
    CPN_TYPE_MOBILE,
    /// Fixed line or mobile, where the two cannot be told apart (as in the US).
    CPN_TYPE_FIXED_LINE_OR_MOBILE,
    CPN_TYPE_TOLL_FREE,
    CPN_TYPE_PREMIUM_RATE,
    CPN_TYPE_SHARED_COST,
    CPN_TYPE_VOIP,
    CPN_TYPE_PERSONAL_NUMBER,
    CPN_TYPE_PAGER,
    /// Universal access (company) number.
    CPN_TYPE_UAN,
    CPN_TYPE_VOICEMAIL,
    /// Not a valid number of any type.
    CPN_TYPE_UNKNOWN,
} CPNNumberType;

/// libphonenumber's verdict on a parsed number.
typedef struct CPNCheck {
    /// Whether the number is valid (IsValidNumber).
    bool is_valid;
    /// Whether the length fits the region (IsPossibleNumberWithReason); set only when !is_valid.
    CPNPossibility possibility;
    /// Whether some digit typed after the text gives a number that is not too long (the text is
    /// parsed again with each digit, as one more digit can change how it reads, unless the count
    /// of its digits tells); set only when !is_valid and asked for, and worked out only for the
    /// possibilities IS_POSSIBLE, IS_POSSIBLE_LOCAL_ONLY and INVALID_LENGTH: false for the others.
    bool can_take_more_digits;
} CPNCheck;

/// Bytes of each written form in CPNReading, with its NUL: more than any valid number needs
/// (E.164 has at most 16 characters, "+" and 15 digits; the international and national forms add
/// at most a separator between digits, a national prefix and brackets).
#define CPN_FORM_CAPACITY 48

/// Bytes of the region code in CPNReading, with its NUL: "US", "001".
#define CPN_REGION_CAPACITY 4

/// What cpn_read works out besides is_valid and possibility: flags, combined with "|".
typedef enum CPNReadingParts {
    /// can_take_more_digits of a number that is not valid (up to ten more parses when the count
    /// of digits does not tell); without this flag it stays false.
    CPN_READ_CAN_TAKE_MORE_DIGITS = 1,
    /// The type of a valid number.
    CPN_READ_TYPE = 2,
    /// The type, the region and the three written forms of a valid number.
    CPN_READ_DETAILS = 4,
    /// Ask libphonenumber everything the long way, even what the text's digits or the number's
    /// length tell (see cpn_read): the reference the tests hold those shortcuts to.
    CPN_READ_WITHOUT_SHORTCUTS = 8,
} CPNReadingParts;

/// What one parse of a text says: the check and, for a valid number, what was asked of it.
///
/// Every string is NUL-terminated and empty unless the number is valid and its part was asked
/// for; a string that would not fit (none does, by CPN_FORM_CAPACITY) is left empty, never cut.
typedef struct CPNReading {
    /// libphonenumber's verdict.
    CPNCheck check;
    /// The number type (CPN_READ_TYPE or CPN_READ_DETAILS); CPN_TYPE_UNKNOWN otherwise.
    CPNNumberType type;
    /// The region the number belongs to: "US", "001" for non-geographic numbers (CPN_READ_DETAILS).
    char region[CPN_REGION_CAPACITY];
    /// "+16502530000" (CPN_READ_DETAILS).
    char e164[CPN_FORM_CAPACITY];
    /// "+1 650-253-0000" (CPN_READ_DETAILS).
    char international[CPN_FORM_CAPACITY];
    /// "(650) 253-0000" (CPN_READ_DETAILS).
    char national[CPN_FORM_CAPACITY];
} CPNReading;

/// Parses `text` once (numbers written without "+" belong to `region`), checks it and works out
/// `parts` (CPNReadingParts flags, or 0 for is_valid and possibility alone).
///
/// Returns CPN_STATUS_OK and fills `reading` when the text parses, or the parse error (with
/// `reading` cleared). A text written without "+" that has fewer digits than any number of the
/// region (and does not start with its international prefix) is CPN_STATUS_TOO_SHORT without
/// being parsed: libphonenumber finds it too short, or dialled locally and able to take more
/// digits, or (below three digits) no number yet. Whether a number that is not valid can take
/// more digits is told without parsing the longer texts when the count of digits tells it
/// (fewer than the longest number of the country, or more with nothing a parse could take
/// away). IsValidNumber asks only the regions of the country code that have numbers of the
/// number's length.
CPNStatus cpn_read(
    const char *text, size_t text_length, const char *region, unsigned parts, CPNReading *reading);

/// Parses `text` and answers IsValidNumber, nothing else: the baseline for benchmarks.
///
/// False for any parse error or caught exception.
bool cpn_parse_and_is_valid(const char *text, size_t text_length, const char *region);

/// Feeds every character of `text` to a new AsYouTypeFormatter for `region` and answers its last result.
///
/// `text` must hold ASCII digits after an optional leading "+" (CPN_STATUS_NOT_A_NUMBER otherwise:
/// the formatter aborts the process on some other digits). Texts longer than any phone number
/// come back unchanged without being fed, as the formatter would give them up.
CPNStatus cpn_format_as_you_type(
    const char *text, size_t text_length, const char *region, char *buffer, size_t capacity, size_t *length);

/// The supported region codes, sorted and separated by commas: "AC,AD,AE,…".
CPNStatus cpn_supported_regions(char *buffer, size_t capacity, size_t *length);

/// An example number of `type` for `region`, in E.164 form.
///
/// CPN_STATUS_UNKNOWN_REGION for an unsupported region, CPN_STATUS_NO_EXAMPLE when the region has
/// no number of that type.
CPNStatus cpn_example_number(
    const char *region, CPNNumberType type, char *buffer, size_t capacity, size_t *length);

#ifdef __cplusplus
}
#endif

#endif
