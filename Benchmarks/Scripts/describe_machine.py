#!/usr/bin/env python3
"""Writes what a benchmark run ran on as JSON: cores, CPU model, Swift version, load, date."""

import datetime
import json
import os
import subprocess
import sys


def command_output(*command):
    try:
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def cpu_model():
    for line in command_output("lscpu").splitlines():
        if line.startswith("Model name:"):
            return line.split(":", 1)[1].strip()
    return "unknown"


def main():
    description = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": command_output("nproc"),
        "cpuModel": cpu_model(),
        "swiftVersion": command_output("swift", "--version").splitlines()[0],
        "kernel": command_output("uname", "-sr"),
        "loadAverage": " ".join(f"{value:.2f}" for value in os.getloadavg()),
    }
    json.dump(description, sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
