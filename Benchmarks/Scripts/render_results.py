#!/usr/bin/env python3
"""Renders RESULTS.md from one benchmark run: the influx CSV export of `swift package benchmark`,
the JSON of measure_check.py and the JSON of describe_machine.py.

    python3 Scripts/render_results.py Results RESULTS.md [ANALYSIS.md]

The optional third file, written by hand, is appended as the analysis of the targets missed.

Every figure is the median (p50) of a run's samples; when the folder holds several runs
(`run-1/`, `run-2/`, …), each benchmark's figures come from the run with its lowest median time,
the one least disturbed by other work on a shared machine. The benchmarks run many operations per
sample (their scaling factor, below); the raw numbers in the export are per sample, so they are
divided by it here to give the time and allocations of one operation.
"""

import glob

import csv
import json
import os
import sys

# Operations per sample of each benchmark target: `scalingFactor` in its Swift file.
OPERATIONS_PER_SAMPLE = {
    "Keystroke": 1_000,
    "Regex": 1_000,
    "Luhn": 1_000_000,
    "Checksums": 1_000,
    "Phone": 1_000,
    "OTP": 1_000,
}

COMMAND = "Benchmarks/run"


def read_runs(folder):
    """The figures of every benchmark from the run with its lowest median time, with the medians
    of all its runs."""
    paths = sorted(glob.glob(os.path.join(folder, "run-*", "Current_run.influx.csv")))
    best = {}
    for path in paths:
        for name, entry in read_benchmarks(path).items():
            entry["medians"] = [entry.get("ns")]
            if name not in best:
                best[name] = entry
                continue
            medians = best[name]["medians"] + entry["medians"]
            if entry.get("ns") is not None and (best[name].get("ns") is None or entry["ns"] < best[name]["ns"]):
                best[name] = entry
            best[name]["medians"] = medians
    return best


def read_benchmarks(path):
    """{benchmark name: {"target", "ns", "ns90", "mallocs"}} per operation, from the influx CSV."""
    medians = {}
    with open(path, newline="", encoding="utf-8") as source:
        rows = [row for row in csv.reader(source) if row and not row[0].startswith("#")]
    header, rows = rows[0], rows[1:]
    column = {name: index for index, name in enumerate(header)}
    for row in rows:
        target, metric, name = row[column["measurement"]], row[column["metric"]], row[column["test"]]
        percentile, value = float(row[column["percentile"]]), float(row[column["value"]])
        scale = OPERATIONS_PER_SAMPLE.get(target, 1)
        entry = medians.setdefault(name, {"target": target})
        if metric.startswith("Time(wallclock)") and percentile == 50.0:
            entry["ns"] = value / scale
        elif metric.startswith("Time(wallclock)") and percentile == 90.0:
            entry["ns90"] = value / scale
        elif metric.startswith("Malloc(total)") and percentile == 50.0:
            entry["mallocs"] = value / scale
    return medians


def format_time(ns):
    if ns is None:
        return "—"
    if ns >= 1_000_000:
        return f"{ns / 1_000_000:.2f} ms"
    if ns >= 1_000:
        return f"{ns / 1_000:.2f} µs"
    return f"{ns:.1f} ns"


def format_count(count):
    if count is None:
        return "—"
    if count == 0:
        return "0"
    return f"{count:.3g}"


def format_rate(per_second, unit):
    if per_second is None:
        return "—"
    if per_second >= 1e6:
        return f"{per_second / 1e6:.2f} M {unit}/s"
    return f"{per_second / 1e3:.0f} k {unit}/s"


class Report:
    def __init__(self, benchmarks, check, machine):
        self.benchmarks = benchmarks
        self.check = check
        self.machine = machine
        self.lines = []
        self.verdicts = []  # (target, measured, met: True/False/None)
        self.folder = "."  # the results folder, for the sections other tools write

    def run_counts(self):
        counts = sorted({len(entry.get("medians", [])) for entry in self.benchmarks.values()})
        if not counts:
            return "0"
        return str(counts[0]) if len(counts) == 1 else f"{counts[0]} to {counts[-1]}"

    def get(self, name, key="ns"):
        return self.benchmarks.get(name, {}).get(key)

    def table(self, header, rows):
        self.lines.append("| " + " | ".join(header) + " |")
        self.lines.append("|" + "|".join("---" if index == 0 else "---:" for index in range(len(header))) + "|")
        for row in rows:
            self.lines.append("| " + " | ".join(row) + " |")
        self.lines.append("")

    def verdict(self, target, measured, met):
        self.verdicts.append((target, measured, met))

    def ratio(self, slower, faster):
        slow, fast = self.get(slower), self.get(faster)
        if slow is None or fast is None or fast == 0:
            return None
        return slow / fast

    def keystrokes(self):
        self.lines += [
            "## 1. Keystroke latency",
            "",
            "One keystroke into a `Field` whose `ValidatorChain` holds validators built by the registry",
            "(`registry.makeValidator`), with sections, the display policy and a delegate that records the",
            "verdict. The script types the whole text and deletes it again with backspace, so the figures",
            "are per keystroke over every length from empty to full, half inserts and half backspaces.",
            "",
        ]
        fields = [
            ("card", "Keystroke: card", "4242424242424242", 1_000, 0),
            ("otp (TOTP, window 1)", "Keystroke: otp", "287082", 1_000, 0),
            ("regex (email preset)", "Keystroke: regex email", "jane.doe@example.com", 2_000, None),
            ("phone (region US)", "Keystroke: phone", "6502530000", None, None),
            ("length + charset (core)", "Keystroke: length+charset", "4242424242424242", None, None),
            ("payment form: card (security code re-judged)", "Keystroke: payment form: card", "378282246310005", 1_000, 0),
            ("payment form: security code (reads the card)", "Keystroke: payment form: security code", "1234", 1_000, 0),
            ("payment form: expiry", "Keystroke: payment form: expiry", "122030", 1_000, 0),
            ("async username (check resting)", "Keystroke: async: debounce pending", "jane.doe_1984", 1_000, 0),
        ]
        rows = []
        for label, name, typed, target_ns, target_mallocs in fields:
            ns, ns90, mallocs = self.get(name), self.get(name, "ns90"), self.get(name, "mallocs")
            target = []
            if target_ns:
                target.append(f"≤ {format_time(target_ns)}")
            if target_mallocs is not None:
                target.append("0 allocations")
            rows.append([label, typed, format_time(ns), format_time(ns90), format_count(mallocs), ", ".join(target) or "—"])
            if target_ns:
                met = None if ns is None else ns <= target_ns
                self.verdict(f"Keystroke {label} ≤ {format_time(target_ns)}", format_time(ns), met)
            if target_mallocs is not None:
                met = None if mallocs is None else mallocs <= target_mallocs
                self.verdict(f"Keystroke {label}: 0 allocations", format_count(mallocs), met)
        self.table(["Field", "Typed", "Median / keystroke", "p90", "Allocations / keystroke", "Target"], rows)
        phone = self.ratio("Keystroke: phone", "Phone: raw libphonenumber parse + isValid")
        if phone is not None:
            self.lines += [f"Phone keystroke vs. one raw libphonenumber parse + is-valid call: {phone:.2f}×.", ""]

    def comparison(self, title, intro, names, ours, unit, per_unit_rate=None):
        self.lines += [title, "", *intro, ""]
        rows = []
        for label, name in names:
            ns, mallocs = self.get(name), self.get(name, "mallocs")
            ratio = self.ratio(name, ours)
            rate = format_rate(None if ns is None else 1e9 / ns, per_unit_rate or unit)
            rows.append([label, format_time(ns), rate, format_count(mallocs),
                         "—" if ratio is None else f"{ratio:.2f}×"])
        self.table(["Implementation", f"Median / {unit}", "Rate (one core)", f"Allocations / {unit}", "Time vs. ours"], rows)

    def regex(self):
        names = [
            ("RegexValidator (PCRE2, JIT) — ours", "Regex: RegexValidator (PCRE2)"),
            ("NSRegularExpression `^(?:…)\\z`, `.anchored`", "Regex: NSRegularExpression"),
            ("Swift `Regex`, `wholeMatch(of:)`", "Regex: Swift Regex"),
        ]
        self.comparison(
            "## 2. Regex: whole-text match",
            ["The same 24 mixed inputs (valid, invalid and unfinished) against the email preset, the IPv4",
             "preset and an ISO 8601 date pattern; one match per operation. Ours also tells `incomplete` from",
             "`invalid` (a soft partial match), which costs a second (hard partial) match on every text that",
             "neither matches nor begins a match."],
            names, "Regex: RegexValidator (PCRE2)", "match")
        for label, name in names[1:]:
            ratio = self.ratio(name, names[0][1])
            self.verdict(f"Regex ≥ 10× {label.split(' ')[0]}", "—" if ratio is None else f"{ratio:.1f}×",
                         None if ratio is None else ratio >= 10)

    def luhn(self):
        names = [
            ("`luhn` validator from the registry — ours", "Luhn: luhn validator"),
            ("`Luhn().isValid` of the checksum toolkit — ours, direct", "Luhn: Luhn.isValid"),
            ("Straightforward `Character` loop", "Luhn: straightforward Character loop"),
        ]
        self.comparison(
            "## 3. Luhn: one million 16-digit numbers",
            ["One million random 16-digit numbers, half with a right check digit, validated one after the",
             "other on one core."],
            names, "Luhn: luhn validator", "number")
        ns, mallocs = self.get(names[0][1]), self.get(names[0][1], "mallocs")
        self.verdict("Luhn ≥ 30 M numbers/s (one core)", format_rate(None if ns is None else 1e9 / ns, "numbers"),
                     None if ns is None else 1e9 / ns >= 30e6)
        ratio = self.ratio(names[2][1], names[0][1])
        self.verdict("Luhn ≥ 20× the straightforward version", "—" if ratio is None else f"{ratio:.1f}×",
                     None if ratio is None else ratio >= 20)
        self.verdict("Luhn: 0 allocations", format_count(mallocs), None if mallocs is None else mallocs == 0)

    def phone(self):
        self.lines += [
            "## 4. Phone: plugin vs. the raw libphonenumber call",
            "",
            "The `phone` validator (region US) against libphonenumber's parse + `IsValidNumber` called",
            "directly through the C shim (`cpn_parse_and_is_valid`), on the same texts: those a phone field",
            "holds while `6502530000` is typed and deleted (mostly unfinished numbers), and ten complete",
            "numbers, valid and not. libphonenumber matches with ICU regular expressions and allocates on",
            "every call, so even the raw call takes tens of microseconds.",
            "",
        ]
        rows = []
        for inputs in ["typed texts", "complete numbers"]:
            ours, raw = f"Phone: phone validator, {inputs}", f"Phone: raw parse + isValid, {inputs}"
            for label, name in [(f"`phone` validator — {inputs}", ours), (f"Raw parse + is-valid — {inputs}", raw)]:
                ratio = self.ratio(name, raw)
                rows.append([label, format_time(self.get(name)), format_count(self.get(name, "mallocs")),
                             "—" if ratio is None else f"{ratio:.2f}×"])
        keystroke = self.ratio("Keystroke: phone", "Phone: raw parse + isValid, typed texts")
        rows.append(["Keystroke into a phone field (section 1)", format_time(self.get("Keystroke: phone")),
                     format_count(self.get("Keystroke: phone", "mallocs")),
                     "—" if keystroke is None else f"{keystroke:.2f}×"])
        self.table(["Implementation and texts", "Median / check", "Allocations / check", "Time vs. raw call"], rows)
        self.verdict("Phone keystroke ≤ 1.1× the raw libphonenumber call", "—" if keystroke is None else f"{keystroke:.2f}×",
                     None if keystroke is None else keystroke <= 1.1)

    def otp(self):
        self.lines += [
            "## 5. OTP: TOTP verification, window 1",
            "",
            "SHA-1, 6 digits, a window of one step on either side (three candidate codes).",
            "",
        ]
        names = [
            ("Same time step (candidates cached)", "OTP: TOTP verify, window 1, same step"),
            ("Nothing cached (three HMACs per verification)", "OTP: TOTP verify, window 1, nothing cached"),
        ]
        rows = []
        for label, name in names:
            ns, mallocs = self.get(name), self.get(name, "mallocs")
            rows.append([label, format_time(ns), format_rate(None if ns is None else 1e9 / ns, "verifications"),
                         format_count(mallocs)])
        self.table(["Case", "Median / verification", "Rate (one core)", "Allocations / verification"], rows)
        ns = self.get(names[1][1])
        self.verdict("OTP ≥ 1 M verifications/s (nothing cached)",
                     format_rate(None if ns is None else 1e9 / ns, "verifications"),
                     None if ns is None else 1e9 / ns >= 1e6)

    def check_command(self):
        self.lines += [
            "## 6. `validator-demo check` end to end",
            "",
            f"{self.check.get('lines', 0):,} lines of 16-digit numbers ({self.check.get('inputBytes', 0) / 1e6:.0f} MB),",
            "half valid, piped through a release build of `validator-demo check <plugin>` with the output",
            f"going to /dev/null; best and median of {self.check.get('runs', 0)} runs, peak resident memory from",
            "`/usr/bin/time -v`.",
            "",
        ]
        rows = []
        for plugin, result in self.check.get("plugins", {}).items():
            if "error" in result:
                rows.append([f"`check {plugin}`", result["error"], "—", "—"])
                continue
            rows.append([f"`check {plugin}`", f"{result['bestSeconds']:.3f} s ({result['medianSeconds']:.3f} s)",
                         format_rate(result["linesPerSecond"], "lines"),
                         f"{result['peakResidentKiB'] / 1024:.1f} MiB"])
        self.table(["Command", "Best wall time (median)", "Lines per second (best run)", "Peak RSS (largest)"], rows)
        luhn = self.check.get("plugins", {}).get("luhn", {})
        rate, peak = luhn.get("linesPerSecond"), luhn.get("peakResidentKiB")
        self.verdict("`check luhn` ≥ 2 M lines/s", format_rate(rate, "lines"), None if rate is None else rate >= 2e6)
        self.verdict("`check luhn` peak RSS ≤ 50 MB", "—" if peak is None else f"{peak / 1024:.1f} MiB",
                     None if peak is None else peak * 1024 <= 50e6)
        records = self.check.get("records", {})
        if records:
            self.lines += [
                f"`check --spec Examples/Specs/payment.json`: {records.get('count', 0):,} payment records",
                f"({records.get('inputBytes', 0) / 1e6:.0f} MB; one JSON object a line: name, Visa or American Express",
                "number, next December, a security code, one in four of the wrong length), every field judged.",
                "",
            ]
            if "error" in records:
                self.table(["Command", "Result"], [["`check --spec payment.json`", records["error"]]])
            else:
                self.table(["Command", "Best wall time (median)", "Records per second (best run)", "Peak RSS (largest)"],
                           [["`check --spec payment.json`",
                             f"{records['bestSeconds']:.3f} s ({records['medianSeconds']:.3f} s)",
                             format_rate(records["linesPerSecond"], "records"),
                             f"{records['peakResidentKiB'] / 1024:.1f} MiB"]])
            rate = records.get("linesPerSecond")
            self.verdict("`check --spec payment.json` ≥ 200 k records/s", format_rate(rate, "records"),
                         None if rate is None else rate >= 200e3)

    def included(self, title, *intro, file):
        """A section whose table a tool wrote to `file` in the results folder; skipped without it."""
        path = os.path.join(self.folder, file)
        if not os.path.exists(path):
            return
        with open(path, encoding="utf-8") as source:
            table = source.read().strip()
        self.lines += [title, ""] + list(intro) + ["", table, ""]

    def render(self, notes):
        body_start = len(self.lines)
        self.keystrokes()
        self.regex()
        self.luhn()
        self.phone()
        self.otp()
        self.check_command()
        self.included(
            "## 7. Worst case per validation",
            "The adversarial corpus of `Fuzz/Sources/WorstCase/AdversarialCorpus.swift` (catastrophic",
            "patterns, 10 MB lines, a million sections, JSON nested a million deep, replay counts of",
            "`Int.max`, OTP windows at their limit), timed by `Fuzz/worst-case` in the fuzz build:",
            "optimised, *with AddressSanitizer*, so slower than a release build. Each case ran three",
            "times; the bounds are SECURITY.md's, and `scripts/sanitize` fails at ten times a bound.",
            file="worst-case.md")
        self.included(
            "## 8. Constant-time OTP comparison",
            "`Benchmarks/Sources/ConstantTime` (`swift run -c release ConstantTime` here): dudect's",
            "method. The comparison of a code with the 21 candidates of the widest window is timed",
            "for codes equal to a candidate and codes equal to none, the two classes interleaved at",
            "random; Welch's t-test compares the two sets of times, whole and with the slowest",
            "measurements cropped at several percentiles. |t| < 4.5 in every test passes (no",
            "evidence of a difference); an early-exit comparison is measured the same way as a",
            "control, to show the test can see a leak.",
            file="constant-time.md")
        body = self.lines[body_start:]
        machine = self.machine
        head = [
            "# Benchmark results",
            "",
            "Generated by `Benchmarks/Scripts/render_results.py` from the run in `Benchmarks/Results/`;",
            f"reproduce with `{COMMAND}` from the root of the repository (about fifteen minutes).",
            "",
            f"Machine: {machine.get('nproc')} cores, {machine.get('cpuModel')}, {machine.get('kernel')}; "
            f"{machine.get('swiftVersion')}; run {machine.get('date')}, load average at the start "
            f"{machine.get('loadAverage')}. The machine is shared with other builds, so absolute numbers move",
            "between runs; the ratios between implementations are what to compare.",
            f"All figures are medians; builds are release builds. Each benchmark ran {self.run_counts()} times",
            "and each row shows the run with the lowest median time for that benchmark (the least disturbed).",
            "",
            "## Targets",
            "",
        ]
        met_rows = []
        for target, measured, met in self.verdicts:
            state = "not measured" if met is None else ("**met**" if met else "**not met**")
            met_rows.append([target, measured, state])
        self.lines = head
        self.table(["Target", "Measured", "Verdict"], met_rows)
        self.lines += body
        if notes:
            self.lines += [notes.strip(), ""]
        return "\n".join(self.lines).rstrip() + "\n"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: render_results.py <results folder> <RESULTS.md> [ANALYSIS.md]")
    folder, output = sys.argv[1], sys.argv[2]
    benchmarks = read_runs(folder)
    check = {}
    if os.path.exists(os.path.join(folder, "check.json")):
        with open(os.path.join(folder, "check.json"), encoding="utf-8") as source:
            check = json.load(source)
    with open(os.path.join(folder, "machine.json"), encoding="utf-8") as source:
        machine = json.load(source)
    notes = ""
    if len(sys.argv) == 4:
        with open(sys.argv[3], encoding="utf-8") as source:
            notes = source.read()
    with open(output, "w", encoding="utf-8") as destination:
        report = Report(benchmarks, check, machine)
        report.folder = folder
        destination.write(report.render(notes))


if __name__ == "__main__":
    main()
