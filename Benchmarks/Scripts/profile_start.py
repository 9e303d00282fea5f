#!/usr/bin/env python3
"""Counts the instructions of a `validator` start with `valgrind --tool=callgrind` and checks
that a command which judges no phone number reads no phone metadata.

Builds validator in release mode as `measure_check.py` does (the README's build), strips a copy
of its debug information (valgrind cannot read the static Swift runtime's), and runs under
callgrind, with no input:

- `check luhn`: its total instructions; it fails, listing them, when any function of
  `PhoneMetadata` (the phone plugin's metadata, read on first use) ran;
- `check phone`: its total instructions, and the inclusive instructions of reading the metadata's
  index (`PhoneMetadata.init(resource:)`: where each territory is, and the country codes' regions
  by the JSON reader), which `check phone` makes a phone validator for (the territories are read
  on first use, by the threads judging numbers);

and writes them as JSON. Instruction counts do not depend on the machine's load, unlike the wall
times of `measure_check.py`.

    python3 Scripts/profile_start.py --root .. --output Results/start-profile.json

Needs valgrind (apt-get install valgrind) and binutils' strip.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import measure_check

METADATA_SYMBOL = "PhoneMetadata"
# The functions whose inclusive cost is reading the metadata: the JSON text into values, then
# the values into the engine's types.
METADATA_READING = ("static JSONValue.record<A>(from:)", "PhoneMetadata.init(resource:)")


def require(tool, package):
    if shutil.which(tool) is None:
        sys.exit(f"{tool} is missing: apt-get install {package}")


def profile(executable, arguments, folder):
    """(total instructions, {function: inclusive instructions}) of one run of `executable`
    with `arguments` and no input under callgrind, function names demangled."""
    output = os.path.join(folder, "callgrind." + "-".join(arguments))
    with open(os.devnull, "rb") as nothing:
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", executable] + arguments,
            stdin=nothing, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    annotated = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", output],
        check=True, capture_output=True, text=True).stdout
    demangled = subprocess.run(
        ["swift", "demangle", "--simplified"], input=annotated, check=True, capture_output=True, text=True).stdout
    total = None
    functions = {}
    for line in demangled.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(\S.*?) \[", line) or re.match(r"\s*([\d,]+) \([^)]*\)\s+(\S.*)$", line)
        if not match:
            continue
        count, name = int(match.group(1).replace(",", "")), match.group(2)
        if name == "PROGRAM TOTALS":
            total = count
        else:
            name = name.removeprefix("???:")
            functions[name] = max(count, functions.get(name, 0))
    if total is None:
        sys.exit(f"no total in callgrind's output for {' '.join(arguments)}")
    return total, functions


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default="..", help="the repository")
    parser.add_argument("--output", required=True, help="where the JSON goes")
    arguments = parser.parse_args()
    require("valgrind", "valgrind")
    require("strip", "binutils")

    tool = measure_check.build(os.path.abspath(arguments.root))
    with tempfile.TemporaryDirectory() as folder:
        stripped = os.path.join(folder, "validator")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, tool], check=True)
        luhn_total, luhn_functions = profile(stripped, ["check", "luhn"], folder)
        phone_total, phone_functions = profile(stripped, ["check", "phone"], folder)

    metadata_in_luhn = sorted(name for name in luhn_functions if METADATA_SYMBOL in name)
    reading = {name: phone_functions.get(name) for name in METADATA_READING}
    results = {
        "checkLuhnStart": {"instructions": luhn_total, "phoneMetadataFunctions": metadata_in_luhn},
        "checkPhoneStart": {"instructions": phone_total, "metadataReading": reading},
    }
    with open(arguments.output, "w", encoding="utf-8") as output:
        json.dump(results, output, indent=2)
        output.write("\n")
    print(f"check luhn < /dev/null: {luhn_total:,} instructions; check phone < /dev/null: {phone_total:,}, "
          + ", ".join(f"{name} {count:,}" if count is not None else f"{name} not run" for name, count in reading.items()))
    if metadata_in_luhn:
        sys.exit("check luhn read the phone metadata: " + "; ".join(metadata_in_luhn))


if __name__ == "__main__":
    main()
