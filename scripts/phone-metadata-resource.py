#!/usr/bin/env python3
"""Writes libphonenumber's metadata, as the installed python-phonenumbers holds it, to the JSON
resource the phone plugin's engine reads, and its version to a Swift source of the plugin, so
that the plugin names the version without reading the resource (run by
scripts/update-phone-metadata: phone-metadata-resource.py RESOURCE.json VERSION.swift).

The resource, one object:
  "countryCodeToRegions": {"1": ["US", "AG", …], …}, the main region first ("001" for a
      non-geographic code);
  "territories": one object per region and per non-geographic country code, keys present only
      when the metadata has a value:
      "id" ("US", or "001"), "countryCode", "internationalPrefix",
      "preferredInternationalPrefix", "nationalPrefix", "preferredExtnPrefix",
      "nationalPrefixForParsing", "nationalPrefixTransformRule",
      "sameMobileAndFixedLinePattern", "mainCountryForCode", "leadingDigits",
      "mobileNumberPortableRegion";
      the number descriptions "generalDesc", "fixedLine", "mobile", "tollFree", "premiumRate",
      "sharedCost", "personalNumber", "voip", "pager", "uan", "voicemail", each
      {"pattern", "lengths", "localLengths", "example"} (lengths [-1]: no number of the type);
      "numberFormats" and "intlNumberFormats": lists of {"pattern", "format", "leadingDigits"
      (list of patterns), "nationalPrefixFormattingRule", "nationalPrefixOptionalWhenFormatting",
      "carrierCodeFormattingRule"}, formats written with \\1 … \\9 for the pattern's groups.

Patterns are libphonenumber's (Java regular expressions, which PCRE2 reads the same way)."""
import json
import sys

import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.data import _COUNTRY_CODE_TO_REGION_CODE

DESCRIPTIONS = [
    ("general_desc", "generalDesc"), ("fixed_line", "fixedLine"), ("mobile", "mobile"),
    ("toll_free", "tollFree"), ("premium_rate", "premiumRate"), ("shared_cost", "sharedCost"),
    ("personal_number", "personalNumber"), ("voip", "voip"), ("pager", "pager"), ("uan", "uan"),
    ("voicemail", "voicemail"),
]
SCALARS = [
    ("id", "id"), ("country_code", "countryCode"), ("international_prefix", "internationalPrefix"),
    ("preferred_international_prefix", "preferredInternationalPrefix"),
    ("national_prefix", "nationalPrefix"), ("preferred_extn_prefix", "preferredExtnPrefix"),
    ("national_prefix_for_parsing", "nationalPrefixForParsing"),
    ("national_prefix_transform_rule", "nationalPrefixTransformRule"),
    ("same_mobile_and_fixed_line_pattern", "sameMobileAndFixedLinePattern"),
    ("main_country_for_code", "mainCountryForCode"), ("leading_digits", "leadingDigits"),
    ("mobile_number_portable_region", "mobileNumberPortableRegion"),
]


def present(pairs):
    """The pairs whose value is set (not None, not False, not empty)."""
    return {key: value for key, value in pairs if value not in (None, False, [], ())}


def description(desc):
    return present([
        ("pattern", desc.national_number_pattern), ("lengths", list(desc.possible_length or [])),
        ("localLengths", list(desc.possible_length_local_only or [])), ("example", desc.example_number),
    ])


def number_format(form):
    return present([
        ("pattern", form.pattern), ("format", form.format), ("leadingDigits", list(form.leading_digits_pattern or [])),
        ("nationalPrefixFormattingRule", form.national_prefix_formatting_rule),
        ("nationalPrefixOptionalWhenFormatting", form.national_prefix_optional_when_formatting),
        ("carrierCodeFormattingRule", form.domestic_carrier_code_formatting_rule),
    ])


def territory(metadata):
    fields = present([(key, getattr(metadata, name)) for name, key in SCALARS])
    for name, key in DESCRIPTIONS:
        desc = getattr(metadata, name)
        if desc is not None:
            fields[key] = description(desc)
    fields["numberFormats"] = [number_format(form) for form in metadata.number_format]
    intl = [number_format(form) for form in metadata.intl_number_format]
    if intl:
        fields["intlNumberFormats"] = intl
    return fields


territories = []
for code, regions in sorted(_COUNTRY_CODE_TO_REGION_CODE.items()):
    for region in regions:
        metadata = (PhoneMetadata.metadata_for_nongeo_region(code) if region == "001"
                    else PhoneMetadata.metadata_for_region(region))
        if metadata is None:
            sys.exit(f"python-phonenumbers lists region {region} for +{code} but has no metadata for it")
        territories.append(territory(metadata))

resource = {
    "countryCodeToRegions": {str(code): list(regions) for code, regions in sorted(_COUNTRY_CODE_TO_REGION_CODE.items())},
    "territories": territories,
}
with open(sys.argv[1], "w", encoding="utf-8") as output:
    json.dump(resource, output, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    output.write("\n")
with open(sys.argv[2], "w", encoding="utf-8") as output:
    output.write(f"""// Written by scripts/phone-metadata-resource.py with Resources/PhoneMetadata.json; do not edit.

extension PhoneValidator {{
    /// The python-phonenumbers release whose libphonenumber metadata the plugin judges with,
    /// such as `"9.0.43"`: known without reading the metadata.
    public static var metadataVersion: String {{
        "{phonenumbers.__version__}"
    }}
}}
""")
print(f"{sys.argv[1]}, {sys.argv[2]}: metadata {phonenumbers.__version__}, {len(territories)} territories")
