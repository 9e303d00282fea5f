// What the digits of a text tell without parsing it: the fewest and the most digits of the
// region's numbers, its international prefix and its national prefix, read once from
// libphonenumber's own metadata.
//
// Why the answers are libphonenumber's: a text without "+" whose digits do not start with the
// international prefix keeps the region's country code; a text with "+" keeps the country code
// its first digits are. Parsing then only takes digits away from the national number (the
// country code written nationally, a national prefix, a carrier code), except where a national
// prefix transform rule puts some back: in those regions, only digits the national prefix does
// not match at their start are told, and short texts are left to the parser. The same holds
// for the text with a digit more, unless that digit completes the international prefix, which
// leaves too few digits after it (TOO_SHORT_AFTER_IDD).
// - With fewer digits than the shortest number of every region sharing the country code, no
//   number is valid, and IsPossibleNumberWithReason answers TOO_SHORT, or IS_POSSIBLE_LOCAL_ONLY
//   (for which a digit more still gives a number that is not too long); below three digits,
//   libphonenumber may find no number at all, which PhoneValidator reads as a start too.
// - With a digit more, a national number of no more digits than the longest number of the
//   country (IsPossibleNumberWithReason reads the metadata of its main region) is not too long.
// - When neither the country code nor a national prefix can be taken away from the digits with
//   one more, nor do they start with the international prefix, the national number has all of
//   them, and more than the longest number has is too long.

#include "TextDigits.h"
#include "LibraryMetadata.h"

#include <algorithm>
#include <cstdint>
#include <list>
#include <map>
#include <cstring>
#include <regex>
#include <utility>

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

namespace {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

/// The longest national number libphonenumber reads (its kMaxLengthForNsn).
constexpr size_t kLongestNationalNumber = 17;

/// More digits than any text this file tells something about.
constexpr size_t kMostDigitsRead = 31;

/// What the digits of a region's texts tell.
struct RegionDigits {
    /// The country calling code, such as "44".
    std::string countryCode;
    /// National texts with fewer digits are the start of a number.
    size_t fewestDigits = 0;
    /// The most digits of a national number of the country; 0 when that is not known.
    size_t mostDigits = 0;
    /// The region's international prefix, matched at the start of the digits.
    std::regex internationalPrefix;
    /// Whether the region has a national prefix to parse (its national_prefix_for_parsing).
    bool hasNationalPrefix = false;
    /// That national prefix (or carrier code), matched at the start of the national digits.
    std::regex nationalPrefix;
    /// Whether a national number of the region can gain digits when its national prefix is
    /// taken away (the region's or its country code's main region's transform rule).
    bool mayGainDigits = false;
};

/// Region code → the region's metadata.
using MetadataByRegion = std::map<std::string, const PhoneMetadata *>;

/// The fewest digits of a national number of `countryCode` that a parse may find valid or of a
/// possible length: IsPossibleNumberWithReason, which reads the metadata of the code's main
/// region, answers TOO_SHORT or IS_POSSIBLE_LOCAL_ONLY below it (it reads lengths alone, so the
/// digits are 1, 11, 111 …), and it is no longer than the shortest possible length of any
/// region sharing the code (IsValidNumber reads those: Canada has valid seven-digit numbers,
/// which the US dials locally only). 0 when that is not known.
size_t fewestDigits(int countryCode, const MetadataByRegion &metadata) {
    const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
    PhoneNumber number;
    number.set_country_code(countryCode);
    uint64_t national = 1;
    size_t fewest = 0;
    for (size_t length = 1; length <= kLongestNationalNumber; ++length, national = national * 10 + 1) {
        number.set_national_number(national);
        PhoneNumberUtil::ValidationResult result = util.IsPossibleNumberWithReason(number);
        if (result != PhoneNumberUtil::TOO_SHORT && result != PhoneNumberUtil::IS_POSSIBLE_LOCAL_ONLY) {
            fewest = length;
            break;
        }
    }
    std::list<std::string> sharing;
    util.GetRegionCodesForCountryCallingCode(countryCode, &sharing);
    for (const std::string &code : sharing) {
        auto found = metadata.find(code);
        if (found == metadata.end()) {
            return 0;
        }
        for (int length : found->second->general_desc().possible_length()) {
            if (length >= 1 && static_cast<size_t>(length) < fewest) {
                fewest = static_cast<size_t>(length);
            }
        }
    }
    return fewest <= 1 ? 0 : fewest;
}

/// The most digits of a national number of the region `metadata` describes (the main region of
/// its country code, whose metadata IsPossibleNumberWithReason reads); 0 when it lists none.
size_t mostDigits(const PhoneMetadata &metadata) {
    size_t most = 0;
    for (int length : metadata.general_desc().possible_length()) {
        if (length < 1) {
            return 0;
        }
        most = std::max(most, static_cast<size_t>(length));
    }
    return most;
}

/// Every supported region whose texts' digits tell something, by region code.
std::map<std::string, RegionDigits> readRegions() {
    const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
    MetadataByRegion metadata;
    for (const PhoneMetadata &region : cpn::libraryMetadata().metadata()) {
        metadata[region.id()] = &region;
    }
    std::map<std::string, RegionDigits> regions;
    for (const auto &[code, region] : metadata) {
        // A number that starts with the country code is read with the metadata of the code's
        // main region (the US for Canada), so neither may add digits to a national number.
        std::string mainRegion;
        util.GetRegionCodeForCountryCode(region->country_code(), &mainRegion);
        auto main = metadata.find(mainRegion);
        if (main == metadata.end() || !region->has_international_prefix()) {
            continue;
        }
        RegionDigits digits;
        digits.countryCode = std::to_string(region->country_code());
        digits.fewestDigits = fewestDigits(region->country_code(), metadata);
        digits.mostDigits = mostDigits(*main->second);
        digits.hasNationalPrefix = !region->national_prefix_for_parsing().empty();
        digits.mayGainDigits =
            region->has_national_prefix_transform_rule() || main->second->has_national_prefix_transform_rule();
        try {
            digits.internationalPrefix = std::regex(region->international_prefix());
            if (digits.hasNationalPrefix) {
                digits.nationalPrefix = std::regex(region->national_prefix_for_parsing());
            }
        } catch (const std::regex_error &) {
            continue;
        }
        regions.emplace(code, std::move(digits));
    }
    return regions;
}

/// Whether `character` is one of the separators PhoneValidator hands libphonenumber.
bool isSeparator(char character) {
    switch (character) {
    case ' ': case '-': case '.': case '(': case ')': case '[': case ']': case '/': return true;
    default: return false;
    }
}

/// The table of readRegions, read on the first call.
const std::map<std::string, RegionDigits> &regionDigits() {
    static const std::map<std::string, RegionDigits> regions = readRegions();
    return regions;
}

/// The length of what `pattern` matches at the start of the `count` digits; 0 when it does not
/// (none of the prefixes matched this way matches nothing).
size_t prefixLength(const char *digits, size_t count, const std::regex &pattern) {
    std::cmatch match;
    return std::regex_search(digits, digits + count, match, pattern, std::regex_constants::match_continuous)
        ? static_cast<size_t>(match.length(0))
        : 0;
}

/// Whether the `count` digits start with `prefix`.
bool startsWith(const char *digits, size_t count, const std::string &prefix) {
    return count >= prefix.size() && std::memcmp(digits, prefix.data(), prefix.size()) == 0;
}

/// The digits of `text` (ASCII digits, separators and a "+" before them) in `digits`, which
/// holds kMostDigitsRead; false for any other character, a later "+" or more digits.
bool readDigits(const std::string &text, char *digits, size_t *count, bool *hasPlusSign) {
    *count = 0;
    *hasPlusSign = false;
    for (char character : text) {
        if (character >= '0' && character <= '9') {
            if (*count == kMostDigitsRead) {
                return false;
            }
            digits[(*count)++] = character;
        } else if (character == '+' && *count == 0 && !*hasPlusSign) {
            *hasPlusSign = true;
        } else if (!isSeparator(character)) {
            return false;
        }
    }
    return true;
}

}  // namespace

namespace cpn {

bool isTooShortText(const std::string &text, const char *region) {
    auto found = regionDigits().find(region);
    if (found == regionDigits().end()) {
        return false;
    }
    const RegionDigits &rules = found->second;
    char digits[kMostDigitsRead + 1];
    size_t count = 0;
    bool hasPlusSign = false;
    return !rules.mayGainDigits && readDigits(text, digits, &count, &hasPlusSign) && !hasPlusSign
        && count < rules.fewestDigits
        && prefixLength(digits, count, rules.internationalPrefix) == 0;
}

AnotherDigit anotherDigit(const std::string &text, const char *region, int countryCode) {
    char digits[kMostDigitsRead + 1];
    size_t count = 0;
    bool hasPlusSign = false;
    auto home = regionDigits().find(region);
    if (!readDigits(text, digits, &count, &hasPlusSign) || home == regionDigits().end()) {
        return AnotherDigit::unknown;
    }
    // A text reads as a country code and a national number after "+" or the international
    // prefix, else as a national number. (libphonenumber does not take the prefix for one
    // before a 0, but no country code starts with 0: such a text is left to the parser below.)
    size_t internationalPrefix = hasPlusSign ? 0 : prefixLength(digits, count, home->second.internationalPrefix);
    bool national = !hasPlusSign && internationalPrefix == 0;
    const RegionDigits *rules = &home->second;
    size_t nationalStart = 0;
    if (!national) {
        // A number with its country code is read with the metadata of the code's main region.
        std::string mainRegion;
        PhoneNumberUtil::GetInstance()->GetRegionCodeForCountryCode(countryCode, &mainRegion);
        auto main = regionDigits().find(mainRegion);
        if (main == regionDigits().end()
            || !startsWith(digits + internationalPrefix, count - internationalPrefix, main->second.countryCode)) {
            return AnotherDigit::unknown;
        }
        rules = &main->second;
        nationalStart = internationalPrefix + rules->countryCode.size();
    }
    if (rules->mostDigits == 0) {
        return AnotherDigit::unknown;
    }
    bool fits = count - nationalStart + 1 <= rules->mostDigits;
    // Where taking the national prefix away can add digits, a number must not lose one.
    bool mustKeepDigits = !fits || rules->mayGainDigits;
    if (!mustKeepDigits && internationalPrefix == 0) {
        // A digit that completes the international prefix of a national text leaves too few
        // digits after it, which is not too long either.
        return AnotherDigit::fits;
    }
    // The digit must leave the international prefix as it is and, for a number one digit too
    // long, give a parse nothing else to take away: the country code written nationally, a
    // national prefix or carrier code.
    for (char digit = '0'; digit <= '9'; ++digit) {
        digits[count] = digit;
        bool readsOtherwise =
            (!hasPlusSign && prefixLength(digits, count + 1, home->second.internationalPrefix) != internationalPrefix)
            || (mustKeepDigits && national && startsWith(digits, count + 1, rules->countryCode))
            || (mustKeepDigits && rules->hasNationalPrefix
                && prefixLength(digits + nationalStart, count + 1 - nationalStart, rules->nationalPrefix) > 0);
        if (readsOtherwise) {
            return AnotherDigit::unknown;
        }
    }
    return fits ? AnotherDigit::fits : AnotherDigit::tooLong;
}

}  // namespace cpn
