// How a region's short national texts are told without parsing: the fewest digits of its
// numbers and its international prefix, read once from libphonenumber's own metadata.
//
// Why the answer is libphonenumber's: a text without "+" whose digits do not start with the
// international prefix keeps the region's country code, and parsing only takes digits away
// from it (the country code, a national prefix, a carrier code), except where a national
// prefix transform rule puts some back; those regions are left to the parser. With fewer
// digits than the shortest number of every region of the country code, no number is valid and
// IsPossibleNumberWithReason answers TOO_SHORT, or IS_POSSIBLE_LOCAL_ONLY, for which one more
// digit still gives a number that is not too long. Texts of fewer than three digits that libphonenumber does not read at all are
// the start of a number too (PhoneValidator reads NOT_A_NUMBER so for them).

#include "ShortNationalText.h"

#include <cstdint>
#include <list>
#include <map>
#include <regex>
#include <utility>

#include <phonenumbers/phonemetadata.pb.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

namespace i18n {
namespace phonenumbers {
// The metadata libphonenumber is built with, which PhoneNumberUtil loads: a serialized
// PhoneMetadataCollection. Declared in libphonenumber's metadata.h, which Debian does not install.
int metadata_size();
const void *metadata_get();
}  // namespace phonenumbers
}  // namespace i18n

namespace {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneMetadataCollection;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

/// The longest national number libphonenumber reads (its kMaxLengthForNsn).
constexpr size_t kLongestNationalNumber = 17;

/// What tells a region's short national texts.
struct RegionShortTexts {
    /// Texts with fewer digits are the start of a number.
    size_t fewestDigits = 0;
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

/// Every supported region whose short national texts can be told, by region code.
std::map<std::string, RegionShortTexts> readRegions() {
    const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
    PhoneMetadataCollection collection;
    if (!collection.ParseFromArray(
            i18n::phonenumbers::metadata_get(), i18n::phonenumbers::metadata_size())) {
        return {};
    }
    MetadataByRegion metadata;
    for (const PhoneMetadata &region : collection.metadata()) {
        metadata[region.id()] = &region;
    }
    std::map<std::string, RegionShortTexts> regions;
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
        RegionShortTexts shortTexts;
        shortTexts.fewestDigits = fewestDigits(region->country_code(), metadata);
        try {
            shortTexts.internationalPrefix = std::regex(region->international_prefix());
        } catch (const std::regex_error &) {
            continue;
        }
        if (shortTexts.fewestDigits > 0) {
            regions.emplace(code, std::move(shortTexts));
        }
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

bool isTooShortNationalText(const std::string &text, const char *region) {
    static const std::map<std::string, RegionShortTexts> regions = readRegions();
    auto found = regions.find(region);
    if (found == regions.end()) {
        return false;
    }
    const RegionShortTexts &shortTexts = found->second;
    char digits[kLongestNationalNumber + 1];
    size_t count = 0;
    for (char character : text) {
        if (character >= '0' && character <= '9') {
            if (count + 1 >= shortTexts.fewestDigits) {
                return false;
            }
            digits[count++] = character;
        } else if (!isSeparator(character)) {
            return false;
        }
    }
    return !std::regex_search(
        digits, digits + count, shortTexts.internationalPrefix, std::regex_constants::match_continuous);
}

}  // namespace cpn
