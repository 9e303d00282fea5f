#!/usr/bin/env python3
"""python-phonenumbers doing the work of `validator check phone` on every line of its input.

Reads one number a line from standard input (or the file given), parses it with the default
region (US unless --region says otherwise), asks is_valid_number and, for a valid number, formats
it in E.164, international and national form and asks its region and type: the same libphonenumber
work the `phone` plugin does for a line, in Google's Python port (Debian `python3-phonenumbers`,
the same metadata version as Debian's `libphonenumber`). It writes one JSON object a line, like
`check`: `{"line":1,"validity":"valid","details":{"e164":"+16502530000",...}}`, with "invalid" for
every line that is not valid (python-phonenumbers does not tell a number still being typed from a
wrong one, so this script does not either) and the type as python-phonenumbers names it.

    python3 Scripts/phone_reference.py < phones.txt > /dev/null
"""

import argparse
import json
import sys

try:
    import phonenumbers
except ImportError:
    sys.exit("python-phonenumbers is missing: apt-get install python3-phonenumbers")

FORMATS = {
    "e164": phonenumbers.PhoneNumberFormat.E164,
    "international": phonenumbers.PhoneNumberFormat.INTERNATIONAL,
    "national": phonenumbers.PhoneNumberFormat.NATIONAL,
}

TYPE_NAMES = {
    value: name.lower().replace("_", "-")
    for name, value in vars(phonenumbers.PhoneNumberType).items() if name.isupper()
}


def verdict(text, region):
    """The validity and details of one line."""
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return "invalid", {}
    if not phonenumbers.is_valid_number(number):
        return "invalid", {}
    details = {name: phonenumbers.format_number(number, form) for name, form in FORMATS.items()}
    details["region"] = phonenumbers.region_code_for_number(number)
    details["type"] = TYPE_NAMES[phonenumbers.number_type(number)]
    return "valid", details


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", nargs="?", help="the file of numbers (standard input when absent)")
    parser.add_argument("--region", default="US", help="the region of numbers written without +")
    arguments = parser.parse_args()
    source = open(arguments.input, encoding="utf-8") if arguments.input else sys.stdin
    output = []
    with source:
        for index, line in enumerate(source, start=1):
            validity, details = verdict(line.rstrip("\r\n"), arguments.region)
            output.append(json.dumps(
                {"line": index, "validity": validity, "details": details},
                ensure_ascii=False, separators=(",", ":")))
            if len(output) >= 4096:
                sys.stdout.write("\n".join(output) + "\n")
                output.clear()
    if output:
        sys.stdout.write("\n".join(output) + "\n")


if __name__ == "__main__":
    main()
