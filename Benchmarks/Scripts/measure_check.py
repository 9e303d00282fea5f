#!/usr/bin/env python3
"""Measures `validator check` end to end, each command against its reference in one run.

Builds validator in release mode in its package (Tool), and the plain C filter of
`Reference/check_luhn.c` and the C hello world of `Reference/hello.c` with `cc -O2`. Then pipes
the same files through each command several times in turn, output to /dev/null, and writes the
median and best wall time, the median CPU time (user + system, all threads, to the microsecond:
the kernel's accounting of `/usr/bin/time` and the command it waits for, as `wait4` gives it,
rather than `time`'s own report in hundredths of a second, which read 0.16 against 0.18 seconds
as 12.5 % more), the largest peak resident set size (`/usr/bin/time -v`) and the counts as JSON:

- no input: the C hello world, the C filter and `check luhn --jobs 1`, which start and end;
- 1,000,000 16-digit numbers (half with a wrong check digit): the C filter, `check luhn --jobs 1`,
  `check luhn` (every core), `check card --jobs 1` and `--jobs 2`; whether `check luhn` wrote the
  C filter's bytes, and whether `--jobs 2` wrote what `--jobs 1` did;
- 50,000 phone numbers as people write them: `check phone --jobs 1` and `--jobs 2`, and
  python-phonenumbers doing the same work (`phone_reference.py`);
- 500,000 payment records: `check --spec Examples/Specs/payment.json`, `--jobs 1` and every core,
  in turn with its peers (`records_reference.py`, in the environment `scripts/record-peers`
  makes): jsonschema-rs judging the structure alone by the schema `validator schema --spec
  payment.json` exports, and a pydantic v2 model of the spec;
- 500,000 checkout records (a country, a state only for the US, a VAT number only in the EU, a
  payment union of card, bank transfer or invoice): `check --spec Examples/Specs/checkout.json
  --jobs 1`, in turn with the payment records' `--jobs 1`;
- 200,000 nested records (a group, a list of three phone numbers, an integer, a choice, a
  boolean): `check --spec Examples/Specs/profile.json --jobs 1`, in turn with a pydantic v2 model
  of the spec whose phone numbers python-phonenumbers parses.

    python3 Scripts/measure_check.py --root .. --output Results/check.json
"""

import argparse
import filecmp
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TIME = "/usr/bin/time"
# Debian's Python, which sees the packages apt-get installs (a python3 earlier on the PATH may not).
DEBIAN_PYTHON = "/usr/bin/python3"


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


def write_checkout_records(path, count, seed=1938):
    """Checkout records, one JSON object per line: a third pay by card (Visa, a security code of
    three digits), a third by bank transfer, a third by invoice; one in four is American (with a
    state), one in four German (with a VAT number), the others British; one in eight gives a
    state where none applies (dropped), one in sixteen an unknown payment method."""
    generator = random.Random(seed)
    expiry = f"12/{(time.gmtime().tm_year + 1) % 100:02d}"
    with open(path, "w", encoding="ascii") as output:
        for index in range(count):
            country = ["US", "DE", "GB", "GB"][index % 4]
            record = {"country": country}
            if country == "US" or index % 8 == 5:
                record["state"] = "NY"
            if country == "DE":
                record["vat"] = "DE" + "".join(str(generator.randrange(10)) for _ in range(9))
            method = ["card", "bank", "invoice"][index % 3]
            if method == "card":
                payload = [4] + [generator.randrange(10) for _ in range(14)]
                number = "".join(map(str, payload)) + str(luhn_check_digit(payload))
                payment = {"method": "card", "number": number, "expiry": expiry,
                           "securityCode": "".join(str(generator.randrange(10)) for _ in range(3))}
            elif method == "bank":
                payment = {"method": "bank", "iban": "GB82WEST12345698765432"}
            else:
                payment = {"method": "invoice", "reference": f"PO-{index}"}
            if index % 16 == 15:
                payment["method"] = "crypto"
            record["payment"] = payment
            output.write(json.dumps(record, separators=(",", ":")) + "\n")


def write_nested_records(path, count, seed=1843):
    """Profile records: ten values with an address group and three UK phone numbers, one JSON
    object per line; one in four has an age given as a string."""
    generator = random.Random(seed)
    with open(path, "w", encoding="ascii") as output:
        for index in range(count):
            phones = [f"+44 20 7946 {generator.randrange(10_000):04d}", f"07400 {generator.randrange(1_000_000):06d}",
                      f"+44 161 496 {generator.randrange(10_000):04d}"]
            age = generator.randrange(18, 100)
            output.write(json.dumps({
                "name": "Ada Lovelace", "age": str(age) if index % 4 == 3 else age,
                "address": {"country": "GB", "street": "12 Baker Street"}, "phones": phones,
                "newsletter": index % 2 == 0, "height": generator.randrange(150, 200) / 100,
                "email": f"ada{index}@example.com",
            }, separators=(",", ":")) + "\n")


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
    """Builds validator in release mode in its package, Tool/ of the repository at `root`, as
    the README builds it; its path."""
    flags = ["--static-swift-stdlib"]  # the Swift runtime and Foundation linked in: a quicker start
    package, product = os.path.join(root, "Tool"), "validator"
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", product] + flags, cwd=package, check=True,
        stdout=sys.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"] + flags, cwd=package, check=True,
        capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, product)


def build_c(source, folder):
    """The C program `source`, compiled with `cc -O2`; its path."""
    compiler = shutil.which("cc") or shutil.which("clang")
    if compiler is None:
        sys.exit("no C compiler: apt-get install gcc (or put the Swift toolchain's clang on PATH)")
    executable = os.path.join(folder, os.path.splitext(os.path.basename(source))[0])
    subprocess.run([compiler, "-O2", "-o", executable, source], check=True)
    return executable


def record_peers(root):
    """The python of the environment `scripts/record-peers` installs (jsonschema-rs, pydantic,
    python-phonenumbers at pinned versions)."""
    bin_path = subprocess.run([os.path.join(root, "scripts", "record-peers")], check=True, capture_output=True,
                              text=True).stdout.strip()
    return os.path.join(bin_path, "python")


def exported_schema(tool, spec, folder):
    """The JSON Schema of `spec`'s records as `validator schema --spec` exports it, in a file; its path."""
    path = os.path.join(folder, os.path.basename(spec).replace(".json", ".schema.json"))
    with open(path, "wb") as output:
        subprocess.run([tool, "schema", "--spec", spec], stdout=output, check=True)
    return path


def run_once(command, input_path, output_path=os.devnull):
    """One run of `command`: (seconds, CPU seconds (user + system), peak RSS in KiB, exit status).
    The CPU seconds are those of `/usr/bin/time` and of the command it waits for, which the
    kernel accounts to the microsecond (`time` itself takes well under a millisecond)."""
    with open(input_path, "rb") as source, open(output_path, "wb") as sink:
        started = time.perf_counter()
        process = subprocess.Popen([TIME, "-v"] + command, stdin=source, stdout=sink, stderr=subprocess.PIPE, text=True)
        report = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    process.stderr.close()
    peak = None
    for line in report.splitlines():
        if "Maximum resident set size" in line:
            peak = int(line.rsplit(":", 1)[1])
    if peak is None:
        raise RuntimeError(f"no peak memory from {TIME}: {report.strip()}")
    return seconds, usage.ru_utime + usage.ru_stime, peak, process.returncode


def measure(commands, input_path, count, run_count, unit="lines"):
    """Runs every command of `commands` ({key: (shown, argv)}) `run_count` times, in turn, so that
    a disturbance of the machine falls on all of them alike; {key: result}."""
    times = {key: [] for key in commands}
    cpu_times = {key: [] for key in commands}
    peaks = {key: [] for key in commands}
    statuses = {key: set() for key in commands}
    for _ in range(run_count):
        for key, (_, command) in commands.items():
            seconds, cpu, peak, status = run_once(command, input_path)
            times[key].append(seconds)
            cpu_times[key].append(cpu)
            peaks[key].append(peak)
            statuses[key].add(status)
    results = {}
    for key, (shown, _) in commands.items():
        # 1 means some line was not valid, as some of them are not; 2 is a usage mistake.
        if statuses[key] - {0, 1}:
            results[key] = {"shown": shown, "error": f"exit status {sorted(statuses[key])}"}
            continue
        results[key] = {
            "shown": shown,
            "count": count,
            "unit": unit,
            "medianSeconds": statistics.median(times[key]),
            "bestSeconds": min(times[key]),
            "allSeconds": times[key],
            "medianCPUSeconds": statistics.median(cpu_times[key]),
            "peakResidentKiB": max(peaks[key]),
        }
        print(f"{shown}: {statistics.median(times[key]):.3f} s median", file=sys.stderr)
    return results


def same_output(first, second, input_path, folder):
    """Whether the two commands write the same bytes for `input_path`."""
    paths = []
    for index, command in enumerate([first, second]):
        path = os.path.join(folder, f"output-{index}")
        run_once(command, input_path, path)
        paths.append(path)
    return filecmp.cmp(paths[0], paths[1], shallow=False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default="..", help="the root package (ValidatorKit)")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--phones", type=int, default=50_000)
    parser.add_argument("--records", type=int, default=500_000)
    parser.add_argument("--nested-records", type=int, default=200_000)
    parser.add_argument("--checkout-records", type=int, default=500_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--start-runs", type=int, default=30,
                        help="runs of the commands given no input (a start is a few milliseconds)")
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    if not os.access(TIME, os.X_OK):
        sys.exit(f"{TIME} is missing: apt-get install time")
    if subprocess.run([DEBIAN_PYTHON, "-c", "import phonenumbers"], capture_output=True).returncode != 0:
        sys.exit("python-phonenumbers is missing: apt-get install python3-phonenumbers")

    root = os.path.abspath(arguments.root)
    here = os.path.dirname(os.path.abspath(__file__))
    tool = build(root)
    peers = record_peers(root)
    peer_script = os.path.join(here, "records_reference.py")
    results = {"lines": arguments.lines, "runs": arguments.runs, "startRuns": arguments.start_runs,
               "commands": {}, "sameOutput": {}}
    with tempfile.TemporaryDirectory() as folder:
        c_filter = build_c(os.path.join(here, "..", "Reference", "check_luhn.c"), folder)
        c_hello = build_c(os.path.join(here, "..", "Reference", "hello.c"), folder)

        # Process start alone: no input at all.
        empty = os.path.join(folder, "empty.txt")
        open(empty, "w").close()
        results["commands"].update(measure({
            "c-hello": ("hello.c < /dev/null", [c_hello]),
            "c-empty": ("check_luhn.c < /dev/null", [c_filter]),
            "luhn-empty": ("check luhn --jobs 1 < /dev/null", [tool, "check", "luhn", "--jobs", "1"]),
        }, empty, 0, arguments.start_runs))

        numbers = os.path.join(folder, "numbers.txt")
        write_numbers(numbers, arguments.lines)
        results["inputBytes"] = os.path.getsize(numbers)
        results["commands"].update(measure({
            "c-luhn": ("check_luhn.c", [c_filter]),
            "luhn-1": ("check luhn --jobs 1", [tool, "check", "luhn", "--jobs", "1"]),
            "luhn": ("check luhn", [tool, "check", "luhn"]),
            "card-1": ("check card --jobs 1", [tool, "check", "card", "--jobs", "1"]),
            "card-2": ("check card --jobs 2", [tool, "check", "card", "--jobs", "2"]),
        }, numbers, arguments.lines, arguments.runs))
        results["sameOutput"]["luhn-c"] = same_output(
            [c_filter], [tool, "check", "luhn", "--jobs", "1"], numbers, folder)
        results["sameOutput"]["card-jobs"] = same_output(
            [tool, "check", "card", "--jobs", "1"], [tool, "check", "card", "--jobs", "2"], numbers, folder)

        phones = os.path.join(folder, "phones.txt")
        write_phone_numbers(phones, arguments.phones)
        results["phone"] = {"lines": arguments.phones}
        results["commands"].update(measure({
            "phone-python": ("phone_reference.py", [DEBIAN_PYTHON, os.path.join(here, "phone_reference.py")]),
            "phone-1": ("check phone --jobs 1", [tool, "check", "phone", "--jobs", "1"]),
            "phone-2": ("check phone --jobs 2", [tool, "check", "phone", "--jobs", "2"]),
        }, phones, arguments.phones, arguments.runs))
        results["sameOutput"]["phone-jobs"] = same_output(
            [tool, "check", "phone", "--jobs", "1"], [tool, "check", "phone", "--jobs", "2"], phones, folder)

        records = os.path.join(folder, "records.jsonl")
        write_records(records, arguments.records)
        spec = os.path.join(root, "Examples", "Specs", "payment.json")
        schema = exported_schema(tool, spec, folder)
        results["commands"].update(measure({
            "records-1": ("check --spec payment.json --jobs 1", [tool, "check", "--spec", spec, "--jobs", "1"]),
            "records": ("check --spec payment.json", [tool, "check", "--spec", spec]),
            "records-jsonschema": ("jsonschema-rs, the exported schema", [peers, peer_script, "jsonschema", schema]),
            "records-pydantic": ("pydantic v2, a model of payment.json", [peers, peer_script, "payment"]),
        }, records, arguments.records, arguments.runs, unit="records"))

        checkout = os.path.join(folder, "checkout.jsonl")
        write_checkout_records(checkout, arguments.checkout_records)
        checkout_spec = os.path.join(root, "Examples", "Specs", "checkout.json")
        results["commands"].update(measure({
            "checkout-records-1": ("check --spec checkout.json --jobs 1", [tool, "check", "--spec", checkout_spec, "--jobs", "1"]),
        }, checkout, arguments.checkout_records, arguments.runs, unit="records"))

        nested = os.path.join(folder, "nested.jsonl")
        write_nested_records(nested, arguments.nested_records)
        profile = os.path.join(root, "Examples", "Specs", "profile.json")
        results["commands"].update(measure({
            "nested-records-1": ("check --spec profile.json --jobs 1", [tool, "check", "--spec", profile, "--jobs", "1"]),
            "nested-records-pydantic": ("pydantic v2 + python-phonenumbers, a model of profile.json",
                                        [peers, peer_script, "profile"]),
        }, nested, arguments.nested_records, arguments.runs, unit="records"))
    with open(arguments.output, "w", encoding="utf-8") as output:
        json.dump(results, output, indent=2)
        output.write("\n")


if __name__ == "__main__":
    main()
