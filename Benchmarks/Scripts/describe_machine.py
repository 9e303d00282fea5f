#!/usr/bin/env python3
"""Writes what a benchmark run ran on as JSON: CPU, cores, memory, system, Swift and C compilers,
the commit measured, the load and the date, and a fingerprint of the machine (a hash of what does
not change between runs on it: CPU, cores, memory, kernel, compilers), so that two RESULTS.md
can be told to come from the same machine or not."""

import datetime
import hashlib
import json
import os
import subprocess
import sys


def command_output(*command, cwd=None):
    try:
        return subprocess.run(command, capture_output=True, text=True, check=True, cwd=cwd).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def cpu_model():
    for line in command_output("lscpu").splitlines():
        if line.startswith("Model name:"):
            return line.split(":", 1)[1].strip()
    return "unknown"


def memory():
    try:
        with open("/proc/meminfo", encoding="ascii") as source:
            for line in source:
                if line.startswith("MemTotal:"):
                    return f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    return "unknown"


def commit():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    revision = command_output("git", "rev-parse", "--short", "HEAD", cwd=root)
    # The run rewrites its own results; any other change means the code measured is not the commit.
    changed = command_output("git", "status", "--porcelain", "--untracked-files=no", "--", ".",
                             ":!Benchmarks/Results", ":!Benchmarks/RESULTS.md", cwd=root)
    return revision + (" with uncommitted changes" if changed and changed != "unknown" else "")


def main():
    description = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": commit(),
        "nproc": command_output("nproc"),
        "cpuModel": cpu_model(),
        "memory": memory(),
        "kernel": command_output("uname", "-sr"),
        "swiftVersion": command_output("swift", "--version").splitlines()[0],
        "cCompiler": command_output("cc", "--version").splitlines()[0],
        "loadAverage": " ".join(f"{value:.2f}" for value in os.getloadavg()),
    }
    stable = [description[key] for key in ["cpuModel", "nproc", "memory", "kernel", "swiftVersion", "cCompiler"]]
    description["fingerprint"] = hashlib.sha256("\n".join(stable).encode()).hexdigest()[:16]
    json.dump(description, sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
