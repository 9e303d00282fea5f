// libphonenumber's IsValidNumber, without asking regions that have no number of the length.
// Internal to CPhoneNumber (not part of its C API).

#ifndef C_PHONE_NUMBER_NUMBER_VALIDITY_H
#define C_PHONE_NUMBER_NUMBER_VALIDITY_H

#include <string>

#include <phonenumbers/phonenumber.pb.h>

namespace cpn {

/// What PhoneNumberUtil::IsValidNumber answers for `number`; when true, `region` holds the
/// region the number belongs to (GetRegionCodeForNumber: "US", "001" for non-geographic).
///
/// IsValidNumber looks for the region of the number among every region sharing its country
/// code (25 for +1), then checks the number against that region's patterns. A number is valid
/// only in a region that has numbers of its length, so when only some of the regions do (as
/// Canada, alone of the +1 regions, has seven-digit numbers), those are asked first, and when
/// none of them finds it valid, IsValidNumber would not either. Throws only what
/// libphonenumber and allocation throw.
bool isValidNumber(const i18n::phonenumbers::PhoneNumber &number, std::string *region);

}  // namespace cpn

#endif
