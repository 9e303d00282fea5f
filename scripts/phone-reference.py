#!/usr/bin/env python3
"""python-phonenumbers' answers, the reference of the phone engine's agreement tests (run by
scripts/phone-reference in a virtual environment holding the release under test).

`cases`: writes one JSON object a line for every case: for every region and every example number
of every type, the number written nationally (digits, with the national prefix, formatted),
internationally (E.164, formatted, with the region's international prefix) and mutated (a digit
changed, one digit short, one digit long), each read with its own region and with another
region.

`typing`: writes one JSON object a line for every example number of every region typed key by
key in the as-you-type formatter (national digits, with the national prefix, after + and the
country code, after the region's international prefix), and for each edited in the middle (a
digit deleted, a digit inserted, the whole text typed afresh as the phone plugin does):
{"region", "keys", "shown": [the display after each key]}.

`editing`: writes one JSON object a line for every fixed-line and mobile example number of every
region, national (with the national prefix) and international (after +), typed into a phone field
and edited: digits typed at the end, deleted and typed in the middle, deleted at the end, a paste
at the start and one with separators at the end: {"region", "edits": [["type", "7"], ["move", -3],
["backspace", ""], ["paste", "12-34"], …], "texts": [the field's text after each edit], "shown":
[the display after each edit]}. The field keeps digits and plus signs (it drops separators), and
its display is a fresh formatter fed the text's digits, after a plus sign when one comes first.

An answer: {"region", "text", and either "error" (NOT_A_NUMBER, INVALID_COUNTRY_CODE,
TOO_SHORT_AFTER_IDD, TOO_SHORT_NSN, TOO_LONG) or "countryCode", "nationalNumber",
"possibility" (IS_POSSIBLE, IS_POSSIBLE_LOCAL_ONLY, INVALID_COUNTRY_CODE, TOO_SHORT,
INVALID_LENGTH, TOO_LONG), "valid", "type" (the plugin's names: "fixed-line" …, or null),
"numberRegion", "e164", "international", "national", "rfc3966"}."""
import json
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType, ValidationResult, NumberParseException

TYPES = {
    PhoneNumberType.FIXED_LINE: "fixed-line", PhoneNumberType.MOBILE: "mobile",
    PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixed-line-or-mobile", PhoneNumberType.TOLL_FREE: "toll-free",
    PhoneNumberType.PREMIUM_RATE: "premium-rate", PhoneNumberType.SHARED_COST: "shared-cost",
    PhoneNumberType.VOIP: "voip", PhoneNumberType.PERSONAL_NUMBER: "personal-number",
    PhoneNumberType.PAGER: "pager", PhoneNumberType.UAN: "uan", PhoneNumberType.VOICEMAIL: "voicemail",
}
ERRORS = {
    NumberParseException.INVALID_COUNTRY_CODE: "INVALID_COUNTRY_CODE",
    NumberParseException.NOT_A_NUMBER: "NOT_A_NUMBER",
    NumberParseException.TOO_SHORT_AFTER_IDD: "TOO_SHORT_AFTER_IDD",
    NumberParseException.TOO_SHORT_NSN: "TOO_SHORT_NSN",
    NumberParseException.TOO_LONG: "TOO_LONG",
}
POSSIBILITIES = {
    ValidationResult.IS_POSSIBLE: "IS_POSSIBLE", ValidationResult.IS_POSSIBLE_LOCAL_ONLY: "IS_POSSIBLE_LOCAL_ONLY",
    ValidationResult.INVALID_COUNTRY_CODE: "INVALID_COUNTRY_CODE", ValidationResult.TOO_SHORT: "TOO_SHORT",
    ValidationResult.INVALID_LENGTH: "INVALID_LENGTH", ValidationResult.TOO_LONG: "TOO_LONG",
}


def answer(region, text):
    result = {"region": region, "text": text}
    try:
        number = phonenumbers.parse(text, region)
    except NumberParseException as error:
        result["error"] = ERRORS[error.error_type]
        return result
    valid = phonenumbers.is_valid_number(number)
    result.update({
        "countryCode": number.country_code,
        "nationalNumber": phonenumbers.national_significant_number(number),
        "possibility": POSSIBILITIES[phonenumbers.is_possible_number_with_reason(number)],
        "valid": valid,
        "type": TYPES.get(phonenumbers.number_type(number)),
        "numberRegion": phonenumbers.region_code_for_number(number),
        "e164": phonenumbers.format_number(number, PhoneNumberFormat.E164),
        "international": phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
        "national": phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
        "rfc3966": phonenumbers.format_number(number, PhoneNumberFormat.RFC3966),
    })
    return result


def mutations(digits):
    """The digits with one changed (the last, and one in the middle), one short, one long."""
    if len(digits) < 2:
        return []
    middle = len(digits) // 2
    changed_last = digits[:-1] + str((int(digits[-1]) + 1) % 10)
    changed_middle = digits[:middle] + str((int(digits[middle]) + 7) % 10) + digits[middle + 1:]
    return [changed_last, changed_middle, digits[:-1], digits + "5"]


def texts(region):
    """The texts of a region's cases: each example number written every way, and mutated."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
    code = str(metadata.country_code)
    national_prefix = metadata.national_prefix or ""
    international_prefix = metadata.preferred_international_prefix or metadata.international_prefix or ""
    dialled_abroad = international_prefix if international_prefix.isdigit() else ""
    written = []
    for kind in TYPES:
        example = phonenumbers.example_number_for_type(region, kind)
        if example is None:
            continue
        nsn = phonenumbers.national_significant_number(example)
        for digits in [nsn, *mutations(nsn)]:
            written += [digits, national_prefix + digits, "+" + code + digits, "+" + code + " " + digits,
                        code + digits]
            if dialled_abroad:
                written.append(dialled_abroad + code + digits)
        written += [phonenumbers.format_number(example, PhoneNumberFormat.NATIONAL),
                    phonenumbers.format_number(example, PhoneNumberFormat.INTERNATIONAL)]
    return list(dict.fromkeys(written))


def cases():
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    for index, region in enumerate(regions):
        other = regions[(index + 97) % len(regions)]
        for text in texts(region):
            yield answer(region, text)
            if text.startswith("+"):
                yield answer(other, text)


def typing():
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
        code = str(metadata.country_code)
        national_prefix = metadata.national_prefix or ""
        international_prefix = metadata.preferred_international_prefix or metadata.international_prefix or ""
        keyed = []
        for kind in TYPES:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is None:
                continue
            nsn = phonenumbers.national_significant_number(example)
            middle = len(nsn) // 2
            for digits in [nsn, nsn[:middle] + nsn[middle + 1:], nsn[:middle] + "7" + nsn[middle:]]:
                keyed += [digits, national_prefix + digits, "+" + code + digits]
                if international_prefix.isdigit():
                    keyed.append(international_prefix + code + digits)
        for keys in dict.fromkeys(keyed):
            formatter = phonenumbers.AsYouTypeFormatter(region)
            yield {"region": region, "keys": keys, "shown": [formatter.input_digit(key) for key in keys]}


def fresh_display(region, text):
    """What a fresh formatter shows after the digits of `text` (and a plus sign before them)."""
    typed = ""
    for character in text:
        if character.isdigit():
            typed += character
        elif character == "+" and not typed:
            typed = "+"
    if len(typed) > 40:
        return typed
    formatter = phonenumbers.AsYouTypeFormatter(region)
    shown = ""
    for character in typed:
        shown = formatter.input_digit(character)
    return shown


def edits(keys):
    """Typing `keys`, then edits in the middle, deletions at the end and pastes."""
    middle = len(keys) // 2
    return ([["type", key] for key in keys]
            + [["move", -middle], ["backspace", ""], ["type", "7"], ["type", "0"],
               ["move", len(keys)], ["backspace", ""], ["backspace", ""], ["type", keys[-1]],
               ["move", -len(keys) - 2], ["paste", keys[:3]],
               ["move", len(keys) + 3], ["paste", "12-34"], ["type", "5"],
               ["backspace", ""], ["backspace", ""], ["backspace", ""], ["type", "9"]])


def edited(region, keys):
    text, cursor = "", 0
    texts, shown = [], []
    for edit, argument in edits(keys):
        if edit == "type" or edit == "paste":
            kept = "".join(character for character in argument if character.isdigit() or character == "+")
            text = text[:cursor] + kept + text[cursor:]
            cursor += len(kept)
        elif edit == "backspace" and cursor > 0:
            text = text[:cursor - 1] + text[cursor:]
            cursor -= 1
        elif edit == "move":
            cursor = min(max(cursor + argument, 0), len(text))
        texts.append(text)
        shown.append(fresh_display(region, text))
    return {"region": region, "edits": edits(keys), "texts": texts, "shown": shown}


def editing():
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
        national_prefix = metadata.national_prefix or ""
        keyed = []
        for kind in [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE]:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is None:
                continue
            nsn = phonenumbers.national_significant_number(example)
            keyed += [national_prefix + nsn, "+" + str(metadata.country_code) + nsn]
        for keys in dict.fromkeys(keyed):
            yield edited(region, keys)


if sys.argv[1] == "editing":
    for case in editing():
        print(json.dumps(case, ensure_ascii=False))
elif sys.argv[1] == "typing":
    for case in typing():
        print(json.dumps(case, ensure_ascii=False))
elif sys.argv[1] == "cases":
    for case in cases():
        print(json.dumps(case, ensure_ascii=False))
else:
    sys.exit(f"unknown command {sys.argv[1]!r}: cases, typing or editing")
