#include "CRawPhoneNumber.h"

#include <string>

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

extern "C" bool crpn_parse_and_is_valid(const char *text, size_t length, const char *region) {
    using i18n::phonenumbers::PhoneNumber;
    using i18n::phonenumbers::PhoneNumberUtil;
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        PhoneNumber number;
        std::string input = text == nullptr ? std::string() : std::string(text, length);
        return util.Parse(input, region, &number) == PhoneNumberUtil::NO_PARSING_ERROR && util.IsValidNumber(number);
    } catch (...) {
        return false;
    }
}
