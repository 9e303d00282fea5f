#!/usr/bin/env python3
"""Measures the Spark job (Examples/Spark/validate.py) in local mode against `check --spec --jobs 2`
on the same file, and the job's fixed cost, and writes the table as Markdown.

Builds validator in release mode (as measure_check.py does) and installs PySpark
(scripts/pyspark). Then, `--runs` times in turn, output to files that are removed after each run:

- `check --spec Examples/Specs/payment.json --jobs 2` over `--records` payment records (those of
  measure_check.py: Visa and American Express numbers, one security code in four of the wrong
  length);
- the job, `spark-submit --master local[2] validate.py --partitions 2`, over the same file: a JVM,
  a Spark context, one pass counting each partition's lines, one pass through two check
  processes (one per core) and the writing of the verdicts;
- the job over one record: its fixed cost (start of the JVM and the context, two small passes);
- the JVM and a Spark context alone (`SparkContext("local[2]")` started and stopped);
- `check --spec … --input-format csv --jobs 2` over the same records as CSV (Python's csv module).

Checks once that the job's verdicts, sorted by line, are check's byte for byte, and works out
from the medians the size from which the job on a cluster of k cores beats `check --jobs 2` on
this machine.

    python3 Scripts/measure_spark.py --root .. --output Results/spark.md
"""

import argparse
import csv
import filecmp
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure_check import build, write_records  # noqa: E402
from render_results import format_rate  # noqa: E402


def timed(command, **options):
    started = time.perf_counter()
    finished = subprocess.run(command, **options)
    seconds = time.perf_counter() - started
    if finished.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command)} exited with {finished.returncode}: {finished.stderr}")
    return seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default="..")
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    if shutil.which("java") is None:
        sys.exit("no java: apt-get install default-jre-headless")
    tool = build(root)
    pyspark = subprocess.run([os.path.join(root, "scripts", "pyspark")], check=True, capture_output=True,
                             text=True).stdout.strip()
    spec = os.path.join(root, "Examples", "Specs", "payment.json")
    job = os.path.join(root, "Examples", "Spark", "validate.py")
    environment = dict(os.environ, PYSPARK_PYTHON=os.path.join(pyspark, "python"))
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.PIPE, "text": True, "env": environment}

    load_at_start = " ".join(f"{load:.2f}" for load in os.getloadavg())
    started = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                            text=True).stdout.strip() or "?"
    with tempfile.TemporaryDirectory() as folder:
        records = os.path.join(folder, "records.jsonl")
        write_records(records, arguments.records)
        table = os.path.join(folder, "records.csv")
        with open(records, encoding="ascii") as source, open(table, "w", encoding="utf-8", newline="") as target:
            writer = csv.writer(target)
            writer.writerow(["name", "card", "expiry", "cvc"])
            for line in source:
                record = json.loads(line)
                writer.writerow([record["name"], record["card"], record["expiry"], record["cvc"]])
        one = os.path.join(folder, "one.jsonl")
        with open(records, encoding="ascii") as source, open(one, "w", encoding="ascii") as target:
            target.write(source.readline())
        verdicts = os.path.join(folder, "verdicts")

        def spark(input_path):
            shutil.rmtree(verdicts, ignore_errors=True)
            return [os.path.join(pyspark, "spark-submit"), "--master", "local[2]", job, "--spec", spec,
                    "--input", input_path, "--output", verdicts, "--partitions", "2", "--validator", tool]

        def check(output_path=os.devnull, input_path=records, options=()):
            with open(input_path, "rb") as source, open(output_path, "wb") as sink:
                return timed([tool, "check", "--spec", spec, "--jobs", "2", *options], stdin=source, stdout=sink,
                             stderr=subprocess.PIPE, env=environment)

        context = [os.path.join(pyspark, "python"), "-c",
                   "from pyspark import SparkContext; SparkContext('local[2]').stop()"]
        times = {"check": [], "csv": [], "spark": [], "fixed": [], "context": []}
        for _ in range(arguments.runs):
            times["check"].append(check())
            times["csv"].append(check(input_path=table, options=("--input-format", "csv")))
            times["spark"].append(timed(spark(records), **quiet))
            times["fixed"].append(timed(spark(one), **quiet))
            times["context"].append(timed(context, **quiet))
            print({key: round(values[-1], 3) for key, values in times.items()}, file=sys.stderr)

        expected = os.path.join(folder, "expected.jsonl")
        check(expected)
        timed(spark(records), **quiet)
        joined = os.path.join(folder, "joined.jsonl")
        with open(joined, "wb") as target:
            parts = sorted(name for name in os.listdir(verdicts) if name.startswith("part-"))
            lines = [line for name in parts for line in open(os.path.join(verdicts, name), "rb")]
            lines.sort(key=lambda line: int(line[len(b'{"line":'):line.index(b",")]))
            target.writelines(lines)
        same = filecmp.cmp(expected, joined, shallow=False)

    median = {key: statistics.median(values) for key, values in times.items()}
    best = {key: min(values) for key, values in times.items()}
    count = arguments.records
    check_per_record = median["check"] / count
    spark_per_record = (median["spark"] - median["fixed"]) / (count - 1)

    def row(shown, key, records):
        rate = format_rate(records / median[key], "records") if records > 1 else "—"
        return (f"| {shown} | {records:,} | {median[key]:.3f} s ({best[key]:.3f} s) | {rate} | "
                f"{median[key] / median['check']:.2f}× |")

    lines = [
        "| Command | Records | Median wall time (best) | Rate (median run) | Time vs. `check --jobs 2` |",
        "|---|---:|---:|---:|---:|",
        row("`check --spec payment.json --jobs 2`", "check", count),
        row("`check --spec payment.json --input-format csv --jobs 2` (the same records as CSV)", "csv", count),
        row("`spark-submit --master local[2] validate.py --partitions 2`", "spark", count),
        row("the same job over one record (its fixed cost)", "fixed", 1),
        row("`SparkContext('local[2]')` started and stopped (JVM and context)", "context", 0),
        "",
        f"{arguments.runs} runs of {count:,} records, {started} UTC, commit {commit}; load average "
        f"{load_at_start} at the start, {' '.join(f'{load:.2f}' for load in os.getloadavg())} at the end.",
        "",
        f"The job's verdicts, sorted by line, are check's byte for byte: **{'yes' if same else 'no'}**.",
        "",
        f"Beyond its fixed cost the job takes {spark_per_record * 1e6:.2f} µs a record on these 2 cores, and",
        f"`check --jobs 2` {check_per_record * 1e6:.2f} µs. On a cluster of k executor cores as fast as these, the",
        f"job takes its fixed cost + N × {spark_per_record * 1e6:.2f} µs × 2/k, and beats `check --jobs 2` on this",
        "machine from the number of records below:",
        "",
        "| Executor cores | Job's time a record | Spark pays off from |",
        "|---|---:|---:|",
    ]
    for cores in (2, 4, 8, 16, 64):
        per_record = spark_per_record * 2 / cores
        gain = check_per_record - per_record
        payoff = format_rate(median["fixed"] / gain, "records").removesuffix("/s") if gain > 0 else "never"
        lines.append(f"| {cores} | {per_record * 1e6:.2f} µs | {payoff} |")
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
