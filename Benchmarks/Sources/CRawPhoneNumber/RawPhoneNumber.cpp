#include "CRawPhoneNumber.h"

#include <string>

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

extern "C" int crpn_parse_validity_and_type(const char *text, size_t length, const char *region) {
    using i18n::phonenumbers::PhoneNumber;
    using i18n::phonenumbers::PhoneNumberUtil;
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        PhoneNumber number;
        std::string input = text == nullptr ? std::string() : std::string(text, length);
        if (util.Parse(input, region, &number) != PhoneNumberUtil::NO_PARSING_ERROR || !util.IsValidNumber(number)) {
            return -1;
        }
        return static_cast<int>(util.GetNumberType(number));
    } catch (...) {
        return -1;
    }
}
