// The C API of CPhoneNumber.h over libphonenumber. No C++ exception leaves this file: every
// function body runs inside a try block whose handler answers CPN_STATUS_FAILURE.

#include "CPhoneNumber.h"
#include "TextDigits.h"
#include "NumberValidity.h"

#include <cstring>
#include <memory>
#include <set>
#include <string>

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

namespace {

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

/// libphonenumber's kMaxInputStringLength: it answers TOO_LONG_NSN for longer texts, but only
/// after matching them against its patterns, which takes seconds for ten kilobytes.
constexpr size_t kLongestParsedText = 250;

/// More digits than any phone number has, with its international prefix and country code.
/// Longer texts come back unchanged, as AsYouTypeFormatter would answer them, but without feeding
/// it a character at a time (which costs time in proportion to the square of the length).
constexpr size_t kLongestFormattableText = 40;

/// libphonenumber's singleton; its const methods are safe to call from many threads.
const PhoneNumberUtil &util() {
    return *PhoneNumberUtil::GetInstance();
}

CPNStatus statusFor(PhoneNumberUtil::ErrorType error) {
    switch (error) {
    case PhoneNumberUtil::NO_PARSING_ERROR: return CPN_STATUS_OK;
    case PhoneNumberUtil::INVALID_COUNTRY_CODE_ERROR: return CPN_STATUS_INVALID_COUNTRY_CODE;
    case PhoneNumberUtil::NOT_A_NUMBER: return CPN_STATUS_NOT_A_NUMBER;
    case PhoneNumberUtil::TOO_SHORT_AFTER_IDD: return CPN_STATUS_TOO_SHORT;
    case PhoneNumberUtil::TOO_SHORT_NSN: return CPN_STATUS_TOO_SHORT;
    case PhoneNumberUtil::TOO_LONG_NSN: return CPN_STATUS_TOO_LONG;
    }
    return CPN_STATUS_NOT_A_NUMBER;
}

CPNPossibility possibilityFor(PhoneNumberUtil::ValidationResult result) {
    switch (result) {
    case PhoneNumberUtil::IS_POSSIBLE: return CPN_POSSIBILITY_IS_POSSIBLE;
    case PhoneNumberUtil::IS_POSSIBLE_LOCAL_ONLY: return CPN_POSSIBILITY_IS_POSSIBLE_LOCAL_ONLY;
    case PhoneNumberUtil::INVALID_COUNTRY_CODE: return CPN_POSSIBILITY_INVALID_COUNTRY_CODE;
    case PhoneNumberUtil::TOO_SHORT: return CPN_POSSIBILITY_TOO_SHORT;
    case PhoneNumberUtil::INVALID_LENGTH: return CPN_POSSIBILITY_INVALID_LENGTH;
    case PhoneNumberUtil::TOO_LONG: return CPN_POSSIBILITY_TOO_LONG;
    }
    return CPN_POSSIBILITY_INVALID_LENGTH;
}

CPNNumberType typeFor(PhoneNumberUtil::PhoneNumberType type) {
    switch (type) {
    case PhoneNumberUtil::FIXED_LINE: return CPN_TYPE_FIXED_LINE;
    case PhoneNumberUtil::MOBILE: return CPN_TYPE_MOBILE;
    case PhoneNumberUtil::FIXED_LINE_OR_MOBILE: return CPN_TYPE_FIXED_LINE_OR_MOBILE;
    case PhoneNumberUtil::TOLL_FREE: return CPN_TYPE_TOLL_FREE;
    case PhoneNumberUtil::PREMIUM_RATE: return CPN_TYPE_PREMIUM_RATE;
    case PhoneNumberUtil::SHARED_COST: return CPN_TYPE_SHARED_COST;
    case PhoneNumberUtil::VOIP: return CPN_TYPE_VOIP;
    case PhoneNumberUtil::PERSONAL_NUMBER: return CPN_TYPE_PERSONAL_NUMBER;
    case PhoneNumberUtil::PAGER: return CPN_TYPE_PAGER;
    case PhoneNumberUtil::UAN: return CPN_TYPE_UAN;
    case PhoneNumberUtil::VOICEMAIL: return CPN_TYPE_VOICEMAIL;
    case PhoneNumberUtil::UNKNOWN: return CPN_TYPE_UNKNOWN;
    }
    return CPN_TYPE_UNKNOWN;
}

bool libraryTypeFor(CPNNumberType type, PhoneNumberUtil::PhoneNumberType *libraryType) {
    switch (type) {
    case CPN_TYPE_FIXED_LINE: *libraryType = PhoneNumberUtil::FIXED_LINE; return true;
    case CPN_TYPE_MOBILE: *libraryType = PhoneNumberUtil::MOBILE; return true;
    case CPN_TYPE_FIXED_LINE_OR_MOBILE: *libraryType = PhoneNumberUtil::FIXED_LINE_OR_MOBILE; return true;
    case CPN_TYPE_TOLL_FREE: *libraryType = PhoneNumberUtil::TOLL_FREE; return true;
    case CPN_TYPE_PREMIUM_RATE: *libraryType = PhoneNumberUtil::PREMIUM_RATE; return true;
    case CPN_TYPE_SHARED_COST: *libraryType = PhoneNumberUtil::SHARED_COST; return true;
    case CPN_TYPE_VOIP: *libraryType = PhoneNumberUtil::VOIP; return true;
    case CPN_TYPE_PERSONAL_NUMBER: *libraryType = PhoneNumberUtil::PERSONAL_NUMBER; return true;
    case CPN_TYPE_PAGER: *libraryType = PhoneNumberUtil::PAGER; return true;
    case CPN_TYPE_UAN: *libraryType = PhoneNumberUtil::UAN; return true;
    case CPN_TYPE_VOICEMAIL: *libraryType = PhoneNumberUtil::VOICEMAIL; return true;
    case CPN_TYPE_UNKNOWN: return false;
    }
    return false;
}

const std::set<std::string> &supportedRegions() {
    static const std::set<std::string> regions = [] {
        std::set<std::string> collected;
        util().GetSupportedRegions(&collected);
        return collected;
    }();
    return regions;
}

/// The text of a pointer and a length; a null pointer (an empty Swift string) reads as empty.
std::string textOf(const char *text, size_t textLength) {
    return text == nullptr ? std::string() : std::string(text, textLength);
}

/// Parses `text`, or answers CPN_STATUS_TOO_LONG at once for a text longer than libphonenumber reads.
CPNStatus parse(const std::string &text, const char *region, PhoneNumber *number) {
    if (text.size() > kLongestParsedText) {
        return CPN_STATUS_TOO_LONG;
    }
    return statusFor(util().Parse(text, region, number));
}

/// Copies `answer` into the caller's buffer, or says how large it must be.
CPNStatus copyOut(const std::string &answer, char *buffer, size_t capacity, size_t *length) {
    *length = answer.size();
    if (capacity <= answer.size()) {
        return CPN_STATUS_BUFFER_TOO_SMALL;
    }
    std::memcpy(buffer, answer.data(), answer.size());
    buffer[answer.size()] = '\0';
    return CPN_STATUS_OK;
}

/// Copies `answer` into a fixed field of CPNReading, or leaves it empty when it does not fit.
template <size_t capacity>
void copyInto(const std::string &answer, char (&field)[capacity]) {
    size_t length = answer.size() < capacity ? answer.size() : 0;
    std::memcpy(field, answer.data(), length);
    field[length] = '\0';
}

/// Whether some digit typed after `text` gives a number libphonenumber does not find too long.
///
/// The text is parsed again rather than the number lengthened, because one more digit can
/// change how it reads: in France "01 23 45 67 8" keeps its leading 0 (without it, 8 digits
/// match no French number) and so looks full length, while "01 23 45 67 89" loses it.
bool canTakeMoreDigits(const std::string &text, const char *region) {
    std::string longer = text + '0';
    for (char digit = '0'; digit <= '9'; ++digit) {
        longer.back() = digit;
        PhoneNumber number;
        CPNStatus status = parse(longer, region, &number);
        if (status == CPN_STATUS_TOO_SHORT
            || (status == CPN_STATUS_OK && util().IsPossibleNumberWithReason(number) != PhoneNumberUtil::TOO_LONG)) {
            return true;
        }
    }
    return false;
}

}  // namespace

extern "C" {

CPNStatus cpn_read(
    const char *text, size_t text_length, const char *region, unsigned parts, CPNReading *reading) {
    try {
        *reading = CPNReading();
        reading->type = CPN_TYPE_UNKNOWN;
        std::string input = textOf(text, text_length);
        bool shortcuts = (parts & CPN_READ_WITHOUT_SHORTCUTS) == 0;
        if (shortcuts && input.size() <= kLongestParsedText && cpn::isTooShortText(input, region)) {
            return CPN_STATUS_TOO_SHORT;
        }
        PhoneNumber number;
        CPNStatus status = parse(input, region, &number);
        if (status != CPN_STATUS_OK) {
            return status;
        }
        // A valid number always has a possible length, so the cheap length check goes first and
        // the costly type (a regular expression per number type), whose being known is
        // IsValidNumber's answer, is looked up only when it passes.
        CPNCheck &check = reading->check;
        CPNPossibility possibility = possibilityFor(util().IsPossibleNumberWithReason(number));
        bool impossible = possibility == CPN_POSSIBILITY_TOO_SHORT || possibility == CPN_POSSIBILITY_TOO_LONG
            || possibility == CPN_POSSIBILITY_INVALID_COUNTRY_CODE;
        PhoneNumberUtil::PhoneNumberType type = PhoneNumberUtil::UNKNOWN;
        if (!impossible) {
            type = shortcuts ? cpn::typeOfValidNumber(number)
                : util().IsValidNumber(number) ? util().GetNumberType(number) : PhoneNumberUtil::UNKNOWN;
        }
        check.is_valid = type != PhoneNumberUtil::UNKNOWN;
        if (!check.is_valid) {
            check.possibility = possibility;
            if ((parts & CPN_READ_CAN_TAKE_MORE_DIGITS) != 0 && !impossible) {
                switch (shortcuts ? cpn::anotherDigit(input, region, number.country_code()) : cpn::AnotherDigit::unknown) {
                case cpn::AnotherDigit::fits: check.can_take_more_digits = true; break;
                case cpn::AnotherDigit::tooLong: check.can_take_more_digits = false; break;
                case cpn::AnotherDigit::unknown: check.can_take_more_digits = canTakeMoreDigits(input, region); break;
                }
            }
            return CPN_STATUS_OK;
        }
        if ((parts & (CPN_READ_TYPE | CPN_READ_DETAILS)) != 0) {
            reading->type = typeFor(type);
        }
        if ((parts & CPN_READ_DETAILS) == 0) {
            return CPN_STATUS_OK;
        }
        std::string numberRegion;
        util().GetRegionCodeForNumber(number, &numberRegion);
        copyInto(numberRegion, reading->region);
        std::string answer;
        util().Format(number, PhoneNumberUtil::E164, &answer);
        copyInto(answer, reading->e164);
        answer.clear();
        util().Format(number, PhoneNumberUtil::INTERNATIONAL, &answer);
        copyInto(answer, reading->international);
        answer.clear();
        util().Format(number, PhoneNumberUtil::NATIONAL, &answer);
        copyInto(answer, reading->national);
        return CPN_STATUS_OK;
    } catch (...) {
        return CPN_STATUS_FAILURE;
    }
}

bool cpn_parse_and_is_valid(const char *text, size_t text_length, const char *region) {
    try {
        PhoneNumber number;
        return parse(textOf(text, text_length), region, &number) == CPN_STATUS_OK && util().IsValidNumber(number);
    } catch (...) {
        return false;
    }
}

CPNStatus cpn_format_as_you_type(
    const char *text, size_t text_length, const char *region, char *buffer, size_t capacity, size_t *length) {
    try {
        std::string input = textOf(text, text_length);
        for (size_t index = 0; index < input.size(); ++index) {
            char character = input[index];
            if (!(character >= '0' && character <= '9') && !(character == '+' && index == 0)) {
                return CPN_STATUS_NOT_A_NUMBER;
            }
        }
        if (input.size() > kLongestFormattableText) {
            return copyOut(input, buffer, capacity, length);
        }
        std::unique_ptr<AsYouTypeFormatter> formatter(util().GetAsYouTypeFormatter(region));
        std::string formatted;
        for (char character : input) {
            formatter->InputDigit(character, &formatted);
        }
        return copyOut(formatted, buffer, capacity, length);
    } catch (...) {
        return CPN_STATUS_FAILURE;
    }
}

CPNStatus cpn_supported_regions(char *buffer, size_t capacity, size_t *length) {
    try {
        std::string joined;
        for (const std::string &region : supportedRegions()) {
            if (!joined.empty()) {
                joined += ',';
            }
            joined += region;
        }
        return copyOut(joined, buffer, capacity, length);
    } catch (...) {
        return CPN_STATUS_FAILURE;
    }
}

CPNStatus cpn_example_number(
    const char *region, CPNNumberType type, char *buffer, size_t capacity, size_t *length) {
    try {
        if (supportedRegions().count(region) == 0) {
            return CPN_STATUS_UNKNOWN_REGION;
        }
        PhoneNumberUtil::PhoneNumberType libraryType;
        PhoneNumber number;
        if (!libraryTypeFor(type, &libraryType) || !util().GetExampleNumberForType(region, libraryType, &number)) {
            return CPN_STATUS_NO_EXAMPLE;
        }
        std::string formatted;
        util().Format(number, PhoneNumberUtil::E164, &formatted);
        return copyOut(formatted, buffer, capacity, length);
    } catch (...) {
        return CPN_STATUS_FAILURE;
    }
}

}  // extern "C"
