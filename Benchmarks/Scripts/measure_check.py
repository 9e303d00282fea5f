#!/usr/bin/env python3
"""Measures `validator-demo check` end to end: lines per second and peak memory.

Builds validator-demo in release mode in the root package, writes a file of 16-digit numbers
(half with a right Luhn check digit, the same file in every run), pipes it through
`validator-demo check <plugin>` several times with the output going to /dev/null, and writes the
best and median wall time, lines per second of the best run and the largest peak resident set
size as JSON. It does the same for `check --spec Examples/Specs/payment.json` with a file of
payment records (JSON objects: a name, a Visa or American Express number, next December as the
expiry, a security code; one in four with a code of the wrong length), under "records".

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


def build(root):
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "validator-demo"], cwd=root, check=True,
        stdout=sys.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
        capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "validator-demo")


def run_once(executable, arguments, input_path):
    """One run of `check` with `arguments`: (seconds, peak RSS in KiB, exit status)."""
    with open(input_path, "rb") as source, open(os.devnull, "wb") as sink:
        started = time.perf_counter()
        finished = subprocess.run(
            [TIME, "-v", executable, "check"] + arguments, stdin=source, stdout=sink,
            stderr=subprocess.PIPE, text=True)
        seconds = time.perf_counter() - started
    peak = None
    for line in finished.stderr.splitlines():
        if "Maximum resident set size" in line:
            peak = int(line.rsplit(":", 1)[1])
    if peak is None:
        raise RuntimeError(f"no peak memory from {TIME}: {finished.stderr.strip()}")
    return seconds, peak, finished.returncode


def measure(executable, check_arguments, input_path, count, run_count):
    """Runs `check` `run_count` times; the best and median times, the rate of the best run."""
    runs = [run_once(executable, check_arguments, input_path) for _ in range(run_count)]
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
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    if not os.access(TIME, os.X_OK):
        sys.exit(f"{TIME} is missing: apt-get install time")

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
    with open(arguments.output, "w", encoding="utf-8") as output:
        json.dump(results, output, indent=2)
        output.write("\n")


if __name__ == "__main__":
    main()
