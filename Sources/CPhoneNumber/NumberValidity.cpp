// libphonenumber's IsValidNumber and GetNumberType in one, without asking regions that have no
// number of the length.
//
// Why the answer is libphonenumber's: IsValidNumber(number) is
// IsValidNumberForRegion(number, GetRegionCodeForNumber(number)), which is true exactly when
// GetNumberType(number) (the type of the number in that same region) is not UNKNOWN: the
// region is one of the country code's (or "001"), or "ZZ", which has no metadata, and both
// answer "not valid" for it. IsValidNumberForRegion rejects a national number whose length is
// not one of the region's possible lengths (its general description's) before any pattern. So
// if every region sharing the country code that has the length finds the number not valid,
// the region GetRegionCodeForNumber picks does too.

#include "NumberValidity.h"
#include "LibraryMetadata.h"

#include <cstdint>
#include <map>
#include <vector>

#include <phonenumbers/phonemetadata.pb.h>
#include <phonenumbers/phonenumberutil.h>

namespace {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

/// A region (or "001" for a non-geographic entity) and the national number lengths it has.
struct RegionLengths {
    /// The region code.
    std::string code;
    /// Bit n is set when the region has national numbers of n digits.
    uint32_t lengths = 0;
};

/// The bits of the lengths in `metadata`'s general description: all lengths when it lists none
/// (libphonenumber then checks the pattern alone), none for its "no numbers" marker -1.
uint32_t lengthBits(const PhoneMetadata &metadata) {
    const auto &possible = metadata.general_desc().possible_length();
    if (possible.empty()) {
        return UINT32_MAX;
    }
    uint32_t bits = 0;
    for (int length : possible) {
        if (length >= 1 && length < 32) {
            bits |= uint32_t(1) << length;
        }
    }
    return bits;
}

/// The regions sharing each country code, with the lengths of their numbers.
std::map<int, std::vector<RegionLengths>> readCountryCodes() {
    std::map<int, std::vector<RegionLengths>> countryCodes;
    for (const PhoneMetadata &metadata : cpn::libraryMetadata().metadata()) {
        countryCodes[metadata.country_code()].push_back({metadata.id(), lengthBits(metadata)});
    }
    return countryCodes;
}

}  // namespace

namespace cpn {

PhoneNumberUtil::PhoneNumberType typeOfValidNumber(const PhoneNumber &number) {
    static const std::map<int, std::vector<RegionLengths>> countryCodes = readCountryCodes();
    const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
    auto sharing = countryCodes.find(number.country_code());
    std::string national;
    util.GetNationalSignificantNumber(number, &national);
    if (sharing == countryCodes.end() || national.size() >= 32) {
        return util.GetNumberType(number);
    }
    uint32_t length = uint32_t(1) << national.size();
    size_t having = 0;
    for (const RegionLengths &candidate : sharing->second) {
        if ((candidate.lengths & length) != 0) {
            ++having;
        }
    }
    if (having == sharing->second.size()) {
        return util.GetNumberType(number);
    }
    for (const RegionLengths &candidate : sharing->second) {
        if ((candidate.lengths & length) != 0 && util.IsValidNumberForRegion(number, candidate.code)) {
            return util.GetNumberType(number);
        }
    }
    return PhoneNumberUtil::UNKNOWN;
}

}  // namespace cpn
