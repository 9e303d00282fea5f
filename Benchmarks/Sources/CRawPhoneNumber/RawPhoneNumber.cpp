#include "CRawPhoneNumber.h"

#include <string>

#include <memory>

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

extern "C" int crpn_parse_validity_and_type(const char *text, size_t length, const char *region) {
    return crpn_parse_validity_type_and_e164(text, length, region, nullptr, 0);
}

extern "C" int crpn_parse_validity_type_and_e164(
    const char *text, size_t length, const char *region, char *e164, size_t e164_capacity) {
    using i18n::phonenumbers::PhoneNumber;
    using i18n::phonenumbers::PhoneNumberUtil;
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        PhoneNumber number;
        std::string input = text == nullptr ? std::string() : std::string(text, length);
        if (util.Parse(input, region, &number) != PhoneNumberUtil::NO_PARSING_ERROR || !util.IsValidNumber(number)) {
            return -1;
        }
        int type = static_cast<int>(util.GetNumberType(number));
        if (e164 == nullptr) {
            return type;
        }
        std::string formatted;
        util.Format(number, PhoneNumberUtil::E164, &formatted);
        if (formatted.size() >= e164_capacity) {
            return -1;
        }
        formatted.copy(e164, formatted.size());
        e164[formatted.size()] = '\0';
        return type;
    } catch (...) {
        return -1;
    }
}

struct crpn_as_you_type {
    std::unique_ptr<i18n::phonenumbers::AsYouTypeFormatter> formatter;
    std::string shown;
};

extern "C" crpn_as_you_type *crpn_as_you_type_create(const char *region) {
    try {
        auto *handle = new crpn_as_you_type;
        handle->formatter.reset(i18n::phonenumbers::PhoneNumberUtil::GetInstance()->GetAsYouTypeFormatter(region));
        return handle;
    } catch (...) {
        return nullptr;
    }
}

extern "C" size_t crpn_as_you_type_input_digit(crpn_as_you_type *handle, char key) {
    return handle->formatter->InputDigit(key, &handle->shown).size();
}

extern "C" void crpn_as_you_type_clear(crpn_as_you_type *handle) {
    handle->formatter->Clear();
}

extern "C" void crpn_as_you_type_destroy(crpn_as_you_type *handle) {
    delete handle;
}
