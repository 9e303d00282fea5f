// libphonenumber called directly (Debian libphonenumber-dev), the baseline the phone plugin's
// own engine is compared with in the benchmarks. Not part of the SDK.
#ifndef CRAWPHONENUMBER_H
#define CRAWPHONENUMBER_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether libphonenumber parses the `length` bytes of UTF-8 at `text` (numbers without `+`
/// belonging to `region`) into a valid number; false when it throws.
bool crpn_parse_and_is_valid(const char *text, size_t length, const char *region);

#ifdef __cplusplus
}
#endif

#endif
