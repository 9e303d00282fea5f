// What the number of digits of a text written without "+" tells about it, without parsing it.
// Internal to CPhoneNumber (not part of its C API).

#ifndef C_PHONE_NUMBER_NATIONAL_TEXT_LENGTH_H
#define C_PHONE_NUMBER_NATIONAL_TEXT_LENGTH_H

#include <string>

namespace cpn {

/// What the digits of a national text tell about the number libphonenumber reads in it.
enum class NationalTextLength {
    /// Nothing: the text must be parsed (and parsed again with a digit more).
    unknown,
    /// Fewer digits than any number of the region: libphonenumber reads it as too short, or as
    /// a number dialled locally that more digits lengthen, or (below three digits) no number
    /// yet, whatever the digits are.
    tooShort,
    /// At least the fewest digits, and fewer than the most: whatever digit is typed after the
    /// text, libphonenumber does not find the longer number too long.
    roomForAnotherDigit,
};

/// What the length of `text`, parsed with `region`, tells: something only for a national text
/// (ASCII digits and the separators " -.()[]/", no "+") whose digits do not start with the
/// region's international prefix, in a region whose national prefix rule cannot add digits
/// (as "684$1" does in American Samoa). Throws only what allocation throws (std::bad_alloc).
NationalTextLength nationalTextLength(const std::string &text, const char *region);

}  // namespace cpn

#endif
