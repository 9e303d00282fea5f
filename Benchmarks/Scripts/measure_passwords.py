#!/usr/bin/env python3
"""Measures the password plugin's strength estimate against python zxcvbn on the same passwords,
in one run: the ~6,000 passwords of the agreement test (`scripts/password-reference.py`, seed 39),
judged by python zxcvbn in this process and by `validator check password --option minLength=8
--jobs 1` (a release build), each three times in turn; the best times, passwords per second and
their ratio (the issue's goal: at least 50 times python's) as JSON. The validator's start (an
empty input) is measured apart and left out.

Run with the Python that has `zxcvbn` (scripts/password-reference installs it):

    .build-python/zxcvbn-4.5.0/bin/python Benchmarks/Scripts/measure_passwords.py \\
        --root . --validator Tool/.build/release/validator --output Benchmarks/Results/passwords.json
"""

import argparse
import importlib.util
import json
import pathlib
import random
import subprocess
import sys
import tempfile
import time

from zxcvbn import zxcvbn


def reference_passwords(root):
    """The agreement test's passwords, from the reference script's own generator."""
    path = pathlib.Path(root) / "scripts" / "password-reference.py"
    spec = importlib.util.spec_from_file_location("password_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    cases = module.cases(random.Random(39))
    return [password for _, password, _ in cases if password and len(password) <= 72 and "\n" not in password]


def best_of(runs, work):
    """The least wall time of `runs` runs of `work`."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=".")
    parser.add_argument("--validator", required=True)
    parser.add_argument("--output")
    arguments = parser.parse_args()
    passwords = reference_passwords(arguments.root)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listing:
        listing.write("\n".join(passwords) + "\n")
    command = [arguments.validator, "check", "password", "--option", "minLength=8", "--jobs", "1"]

    def run_validator(path):
        with open(path, "rb") as source:
            subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, check=False)

    python_seconds = best_of(3, lambda: [zxcvbn(password) for password in passwords])
    empty = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
    empty.close()
    start_seconds = best_of(3, lambda: run_validator(empty.name))
    validator_seconds = best_of(3, lambda: run_validator(listing.name)) - start_seconds
    result = {
        "passwords": len(passwords),
        "python_zxcvbn_seconds": round(python_seconds, 3),
        "validator_seconds": round(validator_seconds, 3),
        "validator_start_seconds": round(start_seconds, 3),
        "python_zxcvbn_per_second": round(len(passwords) / python_seconds),
        "validator_per_second": round(len(passwords) / validator_seconds),
        "ratio": round(python_seconds / validator_seconds, 1),
        "goal_ratio": 50,
    }
    text = json.dumps(result, indent=2)
    print(text)
    if arguments.output:
        pathlib.Path(arguments.output).write_text(text + "\n")


if __name__ == "__main__":
    sys.exit(main())
