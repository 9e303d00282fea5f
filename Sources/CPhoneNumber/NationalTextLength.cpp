// How the length of a national text is told without parsing it: the fewest and the most
// digits of the region's numbers and its international prefix, read once from libphonenumber's
// own metadata.
//
// Why the answers are libphonenumber's: a text without "+" whose digits do not start with the
// international prefix keeps the region's country code, and parsing only takes digits away
// from it (the country code, a national prefix, a carrier code), except where a national
// prefix transform rule puts some back; those regions are left to the parser. The same holds
// for the text with a digit more, unless that digit completes the international prefix, which
// leaves too few digits after it (TOO_SHORT_AFTER_IDD).
// - With fewer digits than the shortest number of every region sharing the country code, no
//   number is valid, and IsPossibleNumberWithReason answers TOO_SHORT, or IS_POSSIBLE_LOCAL_ONLY
//   (for which a digit more still gives a number that is not too long); below three digits,
//   libphonenumber may find no number at all, which PhoneValidator reads as a start too.
// - With fewer digits than the longest number of the country, the text with a digit more has
//   no more digits than that, which IsPossibleNumberWithReason does not find too long.

#include "NationalTextLength.h"
#include "LibraryMetadata.h"

#include <algorithm>
#include <cstdint>
#include <list>
#include <map>
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

/// What tells the length of a region's national texts.
struct RegionLengths {
    /// Texts with fewer digits are the start of a number.
    size_t fewestDigits = 0;
    /// Texts with fewer digits have room for another one; 0 when that is not known.
    size_t mostDigits = 0;
    /// The region's international prefix, matched at the start of the digits.
    std::regex internationalPrefix;
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

/// Every supported region whose national texts' lengths can be told, by region code.
std::map<std::string, RegionLengths> readRegions() {
    const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
    MetadataByRegion metadata;
    for (const PhoneMetadata &region : cpn::libraryMetadata().metadata()) {
        metadata[region.id()] = &region;
    }
    std::map<std::string, RegionLengths> regions;
    for (const auto &[code, region] : metadata) {
        // A number that starts with the country code is read with the metadata of the code's
        // main region (the US for Canada), so neither may add digits to a national number.
        std::string mainRegion;
        util.GetRegionCodeForCountryCode(region->country_code(), &mainRegion);
        auto main = metadata.find(mainRegion);
        if (main == metadata.end() || region->has_national_prefix_transform_rule()
            || main->second->has_national_prefix_transform_rule() || !region->has_international_prefix()) {
            continue;
        }
        RegionLengths lengths;
        lengths.fewestDigits = fewestDigits(region->country_code(), metadata);
        lengths.mostDigits = mostDigits(*main->second);
        try {
            lengths.internationalPrefix = std::regex(region->international_prefix());
        } catch (const std::regex_error &) {
            continue;
        }
        regions.emplace(code, std::move(lengths));
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

}  // namespace

namespace cpn {

NationalTextLength nationalTextLength(const std::string &text, const char *region) {
    static const std::map<std::string, RegionLengths> regions = readRegions();
    auto found = regions.find(region);
    if (found == regions.end()) {
        return NationalTextLength::unknown;
    }
    const RegionLengths &lengths = found->second;
    size_t limit = std::max(lengths.fewestDigits, lengths.mostDigits);
    char digits[kLongestNationalNumber + 1];
    size_t count = 0;
    for (char character : text) {
        if (character >= '0' && character <= '9') {
            if (count + 1 >= limit) {
                return NationalTextLength::unknown;
            }
            digits[count++] = character;
        } else if (!isSeparator(character)) {
            return NationalTextLength::unknown;
        }
    }
    if (std::regex_search(
            digits, digits + count, lengths.internationalPrefix, std::regex_constants::match_continuous)) {
        return NationalTextLength::unknown;
    }
    return count < lengths.fewestDigits ? NationalTextLength::tooShort : NationalTextLength::roomForAnotherDigit;
}

}  // namespace cpn
