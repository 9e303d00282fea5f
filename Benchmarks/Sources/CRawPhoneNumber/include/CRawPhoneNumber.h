// libphonenumber called directly (Debian libphonenumber-dev), the baseline the phone plugin's
// own engine is compared with in the benchmarks. Not part of the SDK.
#ifndef CRAWPHONENUMBER_H
#define CRAWPHONENUMBER_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// libphonenumber's parse, is-valid and number type of the `length` bytes of UTF-8 at `text`
/// (numbers without `+` belonging to `region`): the `PhoneNumberUtil::PhoneNumberType` of a
/// valid number (0 fixed line, 1 mobile, …), or -1 when the text is no valid number or
/// libphonenumber throws.
int crpn_parse_validity_and_type(const char *text, size_t length, const char *region);

/// What `crpn_parse_validity_and_type` does, then the valid number formatted in E.164 into
/// `e164` (`e164_capacity` bytes, `\0`-terminated): what a record stores of a phone number;
/// with `e164` `NULL`, nothing is formatted. -1 (and `e164` untouched) when the text is no
/// valid number, libphonenumber throws or the E.164 form does not fit.
int crpn_parse_validity_type_and_e164(
    const char *text, size_t length, const char *region, char *e164, size_t e164_capacity);

/// libphonenumber's `AsYouTypeFormatter` for numbers of `region`; `NULL` when libphonenumber throws.
typedef struct crpn_as_you_type crpn_as_you_type;
crpn_as_you_type *crpn_as_you_type_create(const char *region);
/// `AsYouTypeFormatter::InputDigit(key)`: the number of bytes of what the field shows now.
size_t crpn_as_you_type_input_digit(crpn_as_you_type *formatter, char key);
/// `AsYouTypeFormatter::Clear()`: an empty field.
void crpn_as_you_type_clear(crpn_as_you_type *formatter);
void crpn_as_you_type_destroy(crpn_as_you_type *formatter);

#ifdef __cplusplus
}
#endif

#endif
