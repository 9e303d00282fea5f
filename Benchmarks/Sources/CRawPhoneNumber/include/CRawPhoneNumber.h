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

#ifdef __cplusplus
}
#endif

#endif
