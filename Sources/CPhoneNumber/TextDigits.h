// What the digits of a text tell about the number libphonenumber reads in it, without parsing
// it. Internal to CPhoneNumber (not part of its C API).

#ifndef C_PHONE_NUMBER_TEXT_DIGITS_H
#define C_PHONE_NUMBER_TEXT_DIGITS_H

#include <string>

namespace cpn {

/// Whether `text`, parsed with `region`, is the start of a number for certain: a national text
/// (ASCII digits and the separators " -.()[]/", no "+") with fewer digits than any number of
/// the region, whose digits do not start with the region's international prefix.
/// libphonenumber then reads it as too short, or as a number dialled locally that more digits
/// lengthen, or (below three digits) as no number yet, whatever the digits are.
///
/// False when that cannot be told without parsing: other characters, an unsupported region, and
/// regions whose national prefix rule can add digits (as "684$1" does in American Samoa).
/// Throws only what allocation throws (std::bad_alloc).
bool isTooShortText(const std::string &text, const char *region);

/// What libphonenumber makes of `text` with any one digit typed after it.
enum class AnotherDigit {
    /// It must be parsed to be known.
    unknown,
    /// Some digit gives a number that is not too long.
    fits,
    /// Every digit gives a number that is too long (or no number).
    tooLong,
};

/// What one more digit does to `text`, which a parse with `region` read as a number of
/// `countryCode` that is not valid, told from the count of its digits: something only for a
/// text of ASCII digits and separators (after "+", the international prefix, or neither) that
/// the digit does not make read otherwise, and, where the national prefix rule can add digits,
/// whose national prefix (if any) the digit leaves unmatched. Throws only what allocation throws.
AnotherDigit anotherDigit(const std::string &text, const char *region, int countryCode);

}  // namespace cpn

#endif
