// libphonenumber's own metadata, read once.

#include "LibraryMetadata.h"

namespace i18n {
namespace phonenumbers {
// The metadata libphonenumber is built with, which PhoneNumberUtil loads: a serialized
// PhoneMetadataCollection. Declared in libphonenumber's metadata.h, which Debian does not install.
int metadata_size();
const void *metadata_get();
}  // namespace phonenumbers
}  // namespace i18n

namespace cpn {

const i18n::phonenumbers::PhoneMetadataCollection &libraryMetadata() {
    static const i18n::phonenumbers::PhoneMetadataCollection collection = [] {
        i18n::phonenumbers::PhoneMetadataCollection parsed;
        if (!parsed.ParseFromArray(i18n::phonenumbers::metadata_get(), i18n::phonenumbers::metadata_size())) {
            parsed.Clear();
        }
        return parsed;
    }();
    return collection;
}

}  // namespace cpn
