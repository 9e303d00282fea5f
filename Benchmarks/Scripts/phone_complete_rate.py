#!/usr/bin/env python3
"""python-phonenumbers concluding on the phone benchmark's complete numbers: its rate.

Reads `text<TAB>region` lines (Sources/Scenarios/Resources/complete-phone-numbers.tsv), and for
each parses the text with its region, asks is_valid_number and, for a valid number, number_type
and its E.164 form: the work the benchmark's libphonenumber row does in C++ and the `phone`
plugin's record path does. The whole file is concluded on three times; the best time is written
as JSON: {"version", "numbers", "valid", "seconds", "numbersPerSecond"}.

    python3 Scripts/phone_complete_rate.py Sources/Scenarios/Resources/complete-phone-numbers.tsv

Debian's python3-phonenumbers is the release of Debian's libphonenumber, the C++ peer.
"""

import argparse
import json
import time

try:
    import phonenumbers
except ImportError:
    raise SystemExit("python-phonenumbers is missing: apt-get install python3-phonenumbers")


def conclude(numbers):
    """How many of `numbers` are valid, each concluded on as a record is."""
    valid = 0
    for text, region in numbers:
        try:
            number = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            phonenumbers.number_type(number)
            phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
            valid += 1
    return valid


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", help="the text<TAB>region file")
    arguments = parser.parse_args()
    with open(arguments.input, encoding="utf-8") as source:
        numbers = [tuple(line.rstrip("\n").split("\t")) for line in source]
    times = []
    for _ in range(3):
        start = time.perf_counter()
        valid = conclude(numbers)
        times.append(time.perf_counter() - start)
    best = min(times)
    print(json.dumps({"version": phonenumbers.__version__, "numbers": len(numbers), "valid": valid,
                      "seconds": best, "numbersPerSecond": len(numbers) / best}))


if __name__ == "__main__":
    main()
