#!/usr/bin/env python3
"""Writes the complete phone numbers the phone benchmark parses (Sources/Scenarios/Resources/).

    cd Benchmarks && Scripts/complete_phone_numbers.py \
        --python ../.build-python/phonenumbers-9.0.43/bin/python \
        --python ../.build-python/phonenumbers-8.12.57/bin/python > Sources/Scenarios/Resources/complete-phone-numbers.tsv

(each python a virtual environment holding that python-phonenumbers release from PyPI:
`python3 -m venv DIR && DIR/bin/pip install phonenumbers==VERSION`). For every type's example
number of 40 regions, numbers of the same range (the last two digits changed, 30 ways), each
written the ways people write numbers: E.164, international with spaces, with dashes,
national as the region formats it (trunk prefix, parentheses, punctuation), national digits
only, national with dots, and from abroad (another region's international prefix, read with
that region). One line a text: `text<TAB>region it is read with`.

The phone plugin carries the metadata of python-phonenumbers 9.0.43 and Debian's libphonenumber,
its peer in the benchmark, that of 8.12.57: every release given with --python judges each
text (`judge` mode: validity, type, E.164), and only texts all of them judge alike are kept, so
that both sides of the benchmark have the same answer to find. 50,000 of those, in a shuffled
order fixed by the seed, are written.
"""

import argparse
import random
import subprocess
import sys

REGIONS = [
    "US", "CA", "MX", "BR", "AR", "GB", "IE", "FR", "DE", "IT", "ES", "PT", "NL", "BE", "CH", "AT",
    "SE", "NO", "DK", "FI", "PL", "CZ", "GR", "TR", "RU", "UA", "IL", "AE", "SA", "EG", "NG", "ZA",
    "IN", "PK", "CN", "JP", "KR", "SG", "AU", "NZ",
]
# Where a number written from abroad is dialled from (its international prefix: 00, 011, 010, …).
ABROAD = {"US": "GB", "CA": "DE", "JP": "US", "AU": "JP", "CN": "US", "KR": "AU", "SG": "CN", "BR": "FR"}
VARIANTS = 30
COUNT = 50_000
SEED = 42


def written_forms(phonenumbers, number, region):
    """The texts people write `number` as, each with the region it is read with."""
    formats = phonenumbers.PhoneNumberFormat
    international = phonenumbers.format_number(number, formats.INTERNATIONAL)
    national = phonenumbers.format_number(number, formats.NATIONAL)
    abroad = ABROAD.get(region, "US")
    forms = [
        (phonenumbers.format_number(number, formats.E164), region),
        (international, region),
        (international.replace(" ", "-").replace("+-", "+"), region),
        (national, region),
        ("".join(character for character in national if character.isdigit()), region),
        (national.replace(" ", ".").replace("-", ".").replace("(", "").replace(")", ""), region),
        (phonenumbers.format_out_of_country_calling_number(number, abroad), abroad),
    ]
    return [(text, reading_region) for text, reading_region in forms if text]


def candidates(phonenumbers):
    """Every written form of every variant of every example number, in a fixed order."""
    lines = []
    for region in REGIONS:
        for type_name in sorted(name for name in vars(phonenumbers.PhoneNumberType) if name.isupper()):
            example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, type_name))
            if example is None:
                continue
            national = str(example.national_number)
            for variant in range(VARIANTS):
                ending = (int(national[-2:]) + variant * 37) % 100
                number = phonenumbers.parse(f"+{example.country_code}{national[:-2]}{ending:02d}", None)
                lines.extend(written_forms(phonenumbers, number, region))
    return sorted(set(lines))


def judge(phonenumbers, lines):
    """validity, type and E.164 of each line, as text."""
    verdicts = []
    for text, region in lines:
        try:
            number = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            verdicts.append("unparsable")
            continue
        if not phonenumbers.is_valid_number(number):
            verdicts.append("invalid")
            continue
        e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
        verdicts.append(f"valid {phonenumbers.number_type(number)} {e164}")
    return verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", action="append", help="a python with python-phonenumbers (give each release)")
    parser.add_argument("mode", nargs="?", default="generate", choices=["generate", "candidates", "judge"])
    arguments = parser.parse_args()
    if arguments.mode != "generate":
        import phonenumbers
        if arguments.mode == "candidates":
            answers = [f"{text}\t{region}" for text, region in candidates(phonenumbers)]
        else:
            answers = judge(phonenumbers, [tuple(line.rstrip("\n").split("\t")) for line in sys.stdin])
        sys.stdout.write("".join(answer + "\n" for answer in answers))
        return
    if not arguments.python:
        sys.exit("give --python for each python-phonenumbers release the texts must be judged alike by")
    lines = run(arguments.python[0], "candidates")
    verdicts = [run(python, "judge", "".join(line + "\n" for line in lines)) for python in arguments.python]
    kept = [index for index in range(len(lines)) if len({answers[index] for answers in verdicts}) == 1]
    if len(kept) < COUNT:
        sys.exit(f"only {len(kept)} of {len(lines)} texts are judged alike; {COUNT} are needed")
    random.Random(SEED).shuffle(kept)
    sys.stdout.write("".join(lines[index] + "\n" for index in kept[:COUNT]))
    valid = sum(1 for index in kept[:COUNT] if verdicts[0][index].startswith("valid"))
    print(f"kept {COUNT} of the {len(kept)} texts judged alike (of {len(lines)}); {valid} valid", file=sys.stderr)


def run(python, mode, text=None):
    """The lines this script writes in `mode` under `python`."""
    return subprocess.run([python, __file__, mode], input=text, check=True, capture_output=True,
                          text=True).stdout.splitlines()


if __name__ == "__main__":
    main()
