// libphonenumber's IsValidNumber and GetNumberType in one, without asking regions that have no
// number of the length. Internal to CPhoneNumber (not part of its C API).

#ifndef C_PHONE_NUMBER_NUMBER_VALIDITY_H
#define C_PHONE_NUMBER_NUMBER_VALIDITY_H

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

namespace cpn {

/// The type of `number` (GetNumberType) when IsValidNumber finds it valid, UNKNOWN when not.
///
/// The two are one question: both look up the region of the number (GetRegionCodeForNumber)
/// and match the number against the types of that region, IsValidNumber answering whether one
/// matched. IsValidNumber looks for the region of the number among every region sharing its country
/// code (25 for +1), then checks the number against that region's patterns. A number is valid
/// only in a region that has numbers of its length, so when only some of the regions do (as
/// Canada, alone of the +1 regions, has seven-digit numbers), those are asked first, and when
/// none of them finds it valid, IsValidNumber would not either. Throws only what
/// libphonenumber and allocation throw.
i18n::phonenumbers::PhoneNumberUtil::PhoneNumberType typeOfValidNumber(
    const i18n::phonenumbers::PhoneNumber &number);

}  // namespace cpn

#endif
