// Tells, without parsing, a text that libphonenumber would find too short for its region: the
// start of a number being typed. Internal to CPhoneNumber (not part of its C API).

#ifndef C_PHONE_NUMBER_SHORT_NATIONAL_TEXT_H
#define C_PHONE_NUMBER_SHORT_NATIONAL_TEXT_H

#include <string>

namespace cpn {

/// Whether `text`, parsed with `region`, is the start of a number for certain, known without
/// parsing it: a national text (ASCII digits and the separators " -.()[]/", no "+") with fewer
/// digits than any number of the region has, whose digits do not start with the region's
/// international prefix. libphonenumber then reads it as too short (or as a number dialled
/// locally, which more digits lengthen), whatever the digits are.
///
/// False when that cannot be told without parsing: other characters, an unsupported region, and
/// regions whose national prefix rule can add digits (such as "684$1" in American Samoa).
/// Throws only what allocation throws (std::bad_alloc), the first time it is called.
bool isTooShortNationalText(const std::string &text, const char *region);

}  // namespace cpn

#endif
