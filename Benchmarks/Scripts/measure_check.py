#!/usr/bin/env python3
"""Measures `validator-demo check` end to end: lines per second and peak memory.

Builds validator-demo in release mode in the root package, writes a file of 16-digit numbers
(half with a right Luhn check digit, the same file in every run), pipes it through
`validator-demo check <plugin>` several times with the output going to /dev/null, and writes the
best and median wall time, lines per second of the best run and the largest peak resident set
size as JSON. It does the same for `check --spec Examples/Specs/payment.json` with a file of
payment records (JSON objects: a name, a Visa or American Express number, next December as the
expiry, a security code; one in four with a code of the wrong length), under "records"; and for
`check phone` on a file of phone numbers as people type them (region US), beside
python-phonenumbers doing the same libphonenumber work on the same file
(Scripts/phone_reference.py, Debian `python3-phonenumbers`), under "phone".

    python3 Scripts/measure_check.py --root .. --lines 1000000 --output Results/check.json
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

TIME = "/usr/bin/time"
# Debian's Python, which sees the packages apt-get installs (a python3 earlier on the PATH may not).
DEBIAN_PYTHON = "/usr/bin/python3"
PHONE_REFERENCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "phone_reference.py")


def luhn_check_digit(payload):
    total = 0
    for offset, digit in enumerate(reversed(payload)):
        weighted = digit * 2 if offset % 2 == 0 else digit
        total += weighted - 9 if weighted > 9 else weighted
    return (10 - total % 10) % 10


def write_numbers(path, count, seed=7992739871):
    generator = random.Random(seed)
    with open(path, "w", encoding="ascii") as output:
        for index in range(count):
            payload = [generator.randrange(10) for _ in range(15)]
            check = luhn_check_digit(payload)
            if index % 2:
                check = (check + 1) % 10
            output.write("".join(map(str, payload)) + str(check) + "\n")


def write_records(path, count, seed=1815):
    """Payment records, one JSON object per line; one in four has a code of the wrong length."""
    generator = random.Random(seed)
    expiry = f"12/{(time.gmtime().tm_year + 1) % 100:02d}"
    with open(path, "w", encoding="ascii") as output:
        for index in range(count):
            amex = index % 3 == 0
            prefix = [3, 7] if amex else [4]
            payload = prefix + [generator.randrange(10) for _ in range((14 if amex else 15) - len(prefix))]
            number = "".join(map(str, payload)) + str(luhn_check_digit(payload))
            size = 4 if amex else 3
            if index % 4 == 3:
                size = 7 - size
            code = "".join(str(generator.randrange(10)) for _ in range(size))
            output.write(json.dumps(
                {"name": "Ada Lovelace", "card": number, "expiry": expiry, "cvc": code}, separators=(",", ":")) + "\n")


# How people write numbers of a few regions, as (country code, national digits, groups): the
# digits of a number in its national form without a national prefix, in the groups it is
# written in. The digits after the fixed ones are random, so some numbers are valid and some not.
PHONE_PLANS = [
    ("1", "650", (3, 3, 4)), ("1", "212", (3, 3, 4)), ("1", "415", (3, 3, 4)), ("1", "800", (3, 3, 4)),
    ("1", "", (3, 3, 4)), ("44", "20", (2, 4, 4)), ("44", "7", (4, 6)), ("49", "30", (2, 6)),
    ("49", "15", (3, 8)), ("33", "6", (1, 2, 2, 2, 2)), ("81", "3", (1, 4, 4)), ("61", "4", (3, 3, 3)),
    ("91", "9", (5, 5)), ("55", "11", (2, 5, 4)),
]


def write_phone_numbers(path, count, seed=16502530000):
    """Phone numbers as people type them, for `check phone` with its default region US.

    Most are complete numbers of the regions of PHONE_PLANS with random digits, written with
    spaces, dashes, dots or brackets, US ones mostly without +1, others after + or 011 (as dialled
    from the US); one in eight lacks a digit
    and one in eight has one too many.
    """
    generator = random.Random(seed)
    with open(path, "w", encoding="ascii") as output:
        for index in range(count):
            country, start, groups = PHONE_PLANS[generator.randrange(len(PHONE_PLANS))]
            length = sum(groups)
            digits = start + "".join(str(generator.randrange(10)) for _ in range(length - len(start)))
            if index % 8 == 1:
                digits = digits[:-1]
            elif index % 8 == 2:
                digits += str(generator.randrange(10))
            parts, offset = [], 0
            for size in groups:
                parts.append(digits[offset:offset + size])
                offset += size
            parts[-1] += digits[offset:]
            parts = [part for part in parts if part]
            style = generator.randrange(4)
            separator = " -. "[style]
            if country == "1" and style == 0 and len(parts) == 3:
                national = f"({parts[0]}) {parts[1]}-{parts[2]}"
            else:
                national = separator.join(parts)
            # US numbers nationally (two in three) or with +1, the others with + or 011.
            writing = min(generator.randrange(3), 1) if country == "1" else 1 + generator.randrange(2)
            if writing == 0:
                output.write(national + "\n")
            elif writing == 1:
                output.write(f"+{country} {national}\n")
            else:
                output.write(f"011 {country} {national}\n")


def build(root):
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "validator-demo"], cwd=root, check=True,
        stdout=sys.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
        capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "validator-demo")


def run_once(executable, arguments, input_path, command=None):
    """One run of `check` with `arguments` (or of `command`): (seconds, peak RSS in KiB, exit status)."""
    with open(input_path, "rb") as source, open(os.devnull, "wb") as sink:
        started = time.perf_counter()
        finished = subprocess.run(
            [TIME, "-v"] + (command or [executable, "check"] + arguments), stdin=source, stdout=sink,
            stderr=subprocess.PIPE, text=True)
        seconds = time.perf_counter() - started
    peak = None
    for line in finished.stderr.splitlines():
        if "Maximum resident set size" in line:
            peak = int(line.rsplit(":", 1)[1])
    if peak is None:
        raise RuntimeError(f"no peak memory from {TIME}: {finished.stderr.strip()}")
    return seconds, peak, finished.returncode


def measure(executable, check_arguments, input_path, count, run_count, command=None):
    """Runs `check` (or `command`) `run_count` times; the best and median times, the rate of the best run."""
    runs = [run_once(executable, check_arguments, input_path, command) for _ in range(run_count)]
    statuses = sorted({status for _, _, status in runs})
    # 1 means some line was not valid, as some of them are not; 2 is a usage mistake.
    if any(status not in (0, 1) for status in statuses):
        return {"error": f"exit status {statuses}"}
    best = min(seconds for seconds, _, _ in runs)
    return {
        "medianSeconds": statistics.median(seconds for seconds, _, _ in runs),
        "bestSeconds": best,
        # The best run is the one least disturbed by other work on a shared machine.
        "linesPerSecond": count / best,
        "peakResidentKiB": max(peak for _, peak, _ in runs),
        "allSeconds": [seconds for seconds, _, _ in runs],
    }


def require_phone_reference():
    """Exits naming the package to install when python-phonenumbers is missing."""
    probe = subprocess.run([DEBIAN_PYTHON, "-c", "import phonenumbers"], capture_output=True)
    if probe.returncode != 0:
        sys.exit("python-phonenumbers is missing: apt-get install python3-phonenumbers")


def measure_phone(executable, directory, count, run_count):
    """`check phone` and python-phonenumbers on the same file of phone numbers, side by side."""
    path = os.path.join(directory, "phones.txt")
    write_phone_numbers(path, count)
    ours = measure(executable, ["phone"], path, count, run_count)
    reference = measure(
        executable, [], path, count, run_count, command=[DEBIAN_PYTHON, PHONE_REFERENCE])
    result = {"lines": count, "inputBytes": os.path.getsize(path), "check": ours, "pythonPhonenumbers": reference}
    if "error" not in ours and "error" not in reference:
        # Both rates from the median run, so that the ratio compares like with like.
        result["check"]["medianLinesPerSecond"] = count / ours["medianSeconds"]
        result["pythonPhonenumbers"]["medianLinesPerSecond"] = count / reference["medianSeconds"]
        result["ratioToPythonPhonenumbers"] = reference["medianSeconds"] / ours["medianSeconds"]
    return result


def report(label, result, unit):
    if "error" in result:
        print(f"{label}: {result['error']}", file=sys.stderr)
        return
    print(f"{label}: {result['linesPerSecond'] / 1e3:.0f} k {unit}/s (best run), "
          f"peak {result['peakResidentKiB'] / 1024:.1f} MiB", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default="..", help="the root package (ValidatorKit)")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--plugins", default="luhn,card", help="comma-separated plugin identifiers")
    parser.add_argument("--records", type=int, default=500_000, help="payment records for check --spec")
    parser.add_argument("--phones", type=int, default=50_000, help="phone numbers for check phone")
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    if not os.access(TIME, os.X_OK):
        sys.exit(f"{TIME} is missing: apt-get install time")
    require_phone_reference()

    executable = build(arguments.root)
    results = {"lines": arguments.lines, "runs": arguments.runs, "plugins": {}}
    with tempfile.TemporaryDirectory() as directory:
        input_path = os.path.join(directory, "numbers.txt")
        write_numbers(input_path, arguments.lines)
        results["inputBytes"] = os.path.getsize(input_path)
        for plugin in arguments.plugins.split(","):
            results["plugins"][plugin] = measure(executable, [plugin], input_path, arguments.lines, arguments.runs)
            report(f"check {plugin}", results["plugins"][plugin], "lines")
        records_path = os.path.join(directory, "records.jsonl")
        write_records(records_path, arguments.records)
        spec = os.path.join(os.path.abspath(arguments.root), "Examples", "Specs", "payment.json")
        results["records"] = measure(executable, ["--spec", spec], records_path, arguments.records, arguments.runs)
        results["records"]["count"] = arguments.records
        results["records"]["inputBytes"] = os.path.getsize(records_path)
        report("check --spec payment.json", results["records"], "records")
        results["phone"] = measure_phone(executable, directory, arguments.phones, arguments.runs)
        report("check phone", results["phone"]["check"], "lines")
        report("python-phonenumbers", results["phone"]["pythonPhonenumbers"], "lines")
    with open(arguments.output, "w", encoding="utf-8") as output:
        json.dump(results, output, indent=2)
        output.write("\n")


if __name__ == "__main__":
    main()
