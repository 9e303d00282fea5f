#!/usr/bin/env python3
"""Validates every record of a JSON-lines file with a form spec on Apache Spark.

    validate.py --spec SPEC --input PATH --output DIR [--partitions N] [--validator FILE]

Each partition of PATH goes through one `validator check --spec SPEC --first-line L` process
on an executor, L being the partition's first line in the whole file, so the verdicts written to
DIR (JSON lines, part-00000, part-00001, … in the input's order) are those one `check --spec`
writes over the whole file, line numbers included. The binary and the spec are shipped to the
executors with the job (SparkContext.addArchive, addFile): the binary is packed with the resource
bundles SwiftPM builds beside it (message catalogs, phone metadata). `--executable-on-executors
PATH` runs a binary installed on the executors instead.

Run it with the PySpark of scripts/pyspark (`python validate.py …` runs Spark in this process,
local[*] unless spark.master is set) or with spark-submit (`--master spark://host:7077`). See
README.md beside this file. The input must be UTF-8 text: Spark's text reader decodes each line,
so bytes that are not UTF-8 reach check replaced by U+FFFD (check itself would say input.encoding).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading

from pyspark import SparkConf, SparkContext, SparkFiles

ARCHIVE = "validator.tar"
EXECUTABLE = "validator"
# Lines handed to the process in one write.
WRITE_BATCH = 4096


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec", required=True, help="the form spec (JSON) every record is validated with")
    parser.add_argument("--input", required=True, help="the records, one JSON object per line (any path Spark reads)")
    parser.add_argument("--output", required=True, help="the folder the verdicts are written to (must not exist)")
    parser.add_argument("--partitions", type=int, help="at least this many partitions (default: Spark's parallelism)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="threads of each check process (default 1: Spark runs one task per core)")
    parser.add_argument("--validator", dest="validator", default=shutil.which(EXECUTABLE),
                        help="the validator binary shipped to the executors (default: the one on PATH)")
    parser.add_argument("--executable-on-executors", dest="executable_on_executors",
                        help="run this validator, installed on every executor, instead of shipping one")
    arguments = parser.parse_args()
    if arguments.partitions is not None and arguments.partitions < 1:
        parser.error(f"--partitions must be at least 1, not {arguments.partitions}")
    if arguments.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {arguments.jobs}")
    if not arguments.executable_on_executors:
        if not arguments.validator or not os.access(arguments.validator, os.X_OK):
            parser.error("no validator to ship: give --validator FILE (build it in Tool), "
                         "put it on PATH, or give --executable-on-executors PATH")
    if not os.path.isfile(arguments.spec):
        parser.error(f"no spec at {arguments.spec}")
    return arguments


def pack_binary(binary, folder):
    """A tar of `binary` and the SwiftPM resource bundles beside it, which it reads at run time."""
    archive = os.path.join(folder, ARCHIVE)
    build_folder = os.path.dirname(os.path.abspath(binary))
    with tarfile.open(archive, "w") as tar:
        tar.add(binary, arcname=EXECUTABLE)
        for name in sorted(os.listdir(build_folder)):
            if name.endswith(".resources"):
                tar.add(os.path.join(build_folder, name), arcname=name)
    return archive


def counted(lines):
    """How many lines a partition holds."""
    return [sum(1 for _ in lines)]


def checked(executable, spec, jobs, first_lines):
    """The function that validates partition `index` with one check process and yields its verdicts."""

    def check_partition(index, lines):
        program = executable or os.path.join(SparkFiles.get(ARCHIVE), EXECUTABLE)
        if not os.access(program, os.X_OK):
            # Spark unpacks archives without their files' modes.
            os.chmod(program, 0o755)
        command = [program, "check", "--spec", SparkFiles.get(spec), "--first-line", str(first_lines[index]),
                   "--jobs", str(jobs)]
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        failures = []
        errors = []

        def feed():
            try:
                batch = []
                for line in lines:
                    batch.append(line)
                    if len(batch) == WRITE_BATCH:
                        process.stdin.write(b"\n".join(batch) + b"\n")
                        batch = []
                if batch:
                    process.stdin.write(b"\n".join(batch) + b"\n")
            except Exception as error:  # a broken pipe means check stopped: its status says why
                failures.append(error)
            finally:
                try:
                    process.stdin.close()
                except OSError:
                    pass

        writer = threading.Thread(target=feed)
        reader = threading.Thread(target=lambda: errors.append(process.stderr.read()))
        writer.start()
        reader.start()
        for verdict in process.stdout:
            yield verdict.rstrip(b"\n")
        writer.join()
        reader.join()
        status = process.wait()
        # check exits 0 when every record is valid, 1 when any is not; anything else is a failure.
        if status not in (0, 1) or failures:
            message = b"".join(errors).decode("utf-8", "replace").strip()
            raise RuntimeError(f"{' '.join(command)} exited with status {status}: {message or failures}")

    return check_partition


def main():
    arguments = parse_arguments()
    conf = SparkConf().setAppName("validator check").setIfMissing("spark.master", "local[*]")
    # Records end at '\n' only, as check reads them (Hadoop's default also ends a line at a lone '\r').
    conf.set("spark.hadoop.textinputformat.record.delimiter", "\n")
    context = SparkContext(conf=conf)
    try:
        with tempfile.TemporaryDirectory() as folder:
            if not arguments.executable_on_executors:
                context.addArchive(pack_binary(arguments.validator, folder))
            context.addFile(os.path.abspath(arguments.spec))
            partitions = arguments.partitions or context.defaultParallelism
            # Raw UTF-8 bytes, not str: what check reads, without a decoding and an encoding per line.
            lines = context.textFile(arguments.input, minPartitions=partitions, use_unicode=False)
            counts = lines.mapPartitions(counted).collect()
            first_lines = [1 + sum(counts[:index]) for index in range(len(counts))]
            check = checked(arguments.executable_on_executors, os.path.basename(arguments.spec), arguments.jobs,
                            first_lines)
            lines.mapPartitionsWithIndex(check).saveAsTextFile(arguments.output)
    finally:
        context.stop()


if __name__ == "__main__":
    sys.exit(main())
