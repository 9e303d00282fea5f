// libphonenumber's own metadata, read once. Internal to CPhoneNumber (not part of its C API).

#ifndef C_PHONE_NUMBER_LIBRARY_METADATA_H
#define C_PHONE_NUMBER_LIBRARY_METADATA_H

#include <phonenumbers/phonemetadata.pb.h>

namespace cpn {

/// The metadata libphonenumber is built with (every region and every non-geographic entity,
/// such as +800), parsed on the first call and kept: the same data PhoneNumberUtil loads, for
/// what its public API does not tell (possible lengths, international prefixes, national
/// prefix rules). Empty if it cannot be parsed. Throws only what allocation throws.
const i18n::phonenumbers::PhoneMetadataCollection &libraryMetadata();

}  // namespace cpn

#endif
