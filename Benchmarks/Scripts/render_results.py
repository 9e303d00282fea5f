#!/usr/bin/env python3
"""Renders RESULTS.md from one run of Benchmarks/run: the influx CSV export of `swift package
benchmark`, the JSON of measure_check.py, profile_start.py, measure_live.sh and
measure_server.sh, the tables of the worst-case, constant-time and Spark tools and the machine
description of describe_machine.py, all made by the same run on the same machine.

    python3 Scripts/render_results.py Results RESULTS.md ANALYSIS.md

The page opens with the targets of issue 42 ("Speed, third round"), each with its measured
figure, its goal, met or not and the peer measured beside it (`Report.issue_targets`, one row a
target, in the issue's order; a figure the run lacks is "not measured"), then the targets of
earlier issues still held, then the tables.

ANALYSIS.md, written by hand, is appended as the account of the targets missed. It may name a
figure of this run as `{{key}}` (the keys are listed when an unknown one is used), and every other
figure it quotes (a number with a unit: ns, µs, ms, s, ×, M, k, MiB, %) must appear in the tables
above it: a figure from another run, or one the tables no longer show, stops the script with
exit status 1, so the analysis cannot drift from the tables it sits beside.

Every figure is the median (p50) of the run's samples. The benchmarks run many operations per
sample (their scaling factor, below); the raw numbers in the export are per sample, so they are
divided by it here to give the time and allocations of one operation. Ratios are taken only
between rows of this run.
"""

import csv
import json
import os
import re
import sys
from typing import NamedTuple

# Operations per sample of each benchmark target: `scalingFactor` in its Swift file.
OPERATIONS_PER_SAMPLE = {
    "Keystroke": 1_000,
    "Regex": 1_000,
    "LuhnThroughput": 1_000_000,
    "Checksums": 1_000,
    "Phone": 1_000,
    "OTP": 1_000,
}

COMMAND = "Benchmarks/run"


# The keystroke benchmarks, as (field, benchmark, typed text, goal per keystroke in ns, the same
# field alone when it sits in a form): issue 42's item 3 wants every one at most 1 µs (a phone
# 2 µs) and without allocation, and a field in a form at most 1.2 times the field alone. A form's
# field alone ("Keystroke alone: …") is the same field, with its title, secure flag and
# validators, typed the same text in no form; its row follows the form's.
KEYSTROKES = [
    ("card", "Keystroke: card", "4242424242424242", 1_000, None),
    ("otp (TOTP, window 1)", "Keystroke: otp", "287082", 1_000, None),
    ("regex (email preset)", "Keystroke: regex email", "jane.doe@example.com", 1_000, None),
    ("phone (region US)", "Keystroke: phone", "6502530000", 2_000, None),
    ("length + charset (core)", "Keystroke: length+charset", "4242424242424242", 1_000, None),
    ("payment form: card (security code re-judged)", "Keystroke: payment form: card", "378282246310005", 1_000,
     "Keystroke alone: payment form: card"),
    ("payment form: card alone (no form)", "Keystroke alone: payment form: card", "378282246310005", 1_000, None),
    ("payment form: security code (reads the card)", "Keystroke: payment form: security code", "1234", 1_000,
     "Keystroke alone: payment form: security code"),
    ("payment form: security code alone (no form, no card)", "Keystroke alone: payment form: security code", "1234",
     1_000, None),
    ("payment form: expiry", "Keystroke: payment form: expiry", "122030", 1_000, "Keystroke alone: payment form: expiry"),
    ("payment form: expiry alone (no form)", "Keystroke alone: payment form: expiry", "122030", 1_000, None),
    ("async username (check resting)", "Keystroke: async: debounce pending", "jane.doe_1984", 1_000, None),
    ("mask (US phone)", "Keystroke: mask: US phone", "2015550123", 1_000, None),
    ("checkout form: card number (a union's variant)", "Keystroke: checkout: card number", "378282246310005", 1_000,
     "Keystroke alone: checkout: card number"),
    ("checkout form: card number alone (no form)", "Keystroke alone: checkout: card number", "378282246310005", 1_000,
     None),
    ("checkout form: security code (reads the card)", "Keystroke: checkout: security code", "1234", 1_000,
     "Keystroke alone: checkout: security code"),
    ("checkout form: security code alone (no form, no card)", "Keystroke alone: checkout: security code", "1234",
     1_000, None),
]


class Target(NamedTuple):
    """One row of a targets table."""
    item: str       # the issue's item, "4"
    target: str     # what is measured
    measured: str   # the figure of the run, "—" without it
    goal: str
    met: object     # True, False, or None when not measured
    peer: str       # the peer measured beside it in the same run, "—" for none


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
    if ns >= 1_000_000_000:
        return f"{ns / 1_000_000_000:.2f} s"
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


def format_ratio(ratio):
    return "—" if ratio is None else f"{ratio:.2f}×"


# A figure quoted in the analysis: a number and its unit.
FIGURE = re.compile(r"(?<![\w.])(\d[\d,]*(?:\.\d+)?)\s?(ns|µs|ms|s|×|%|MiB|KiB|M|k)(?![\w])")


class Report:
    def __init__(self, folder):
        self.folder = folder
        self.benchmarks = read_benchmarks(os.path.join(folder, "benchmarks", "Current_run.influx.csv"))
        self.check = self.read_json("check.json")
        self.live = self.read_json("live.json")
        self.server = self.read_json("server.json")
        self.start_profile = self.read_json("start-profile.json")
        self.machine = self.read_json("machine.json")
        self.lines = []
        self.targets = []  # Target rows of earlier issues still held, in the order of the sections
        self.figures = {}  # key → text, for `{{key}}` in the analysis

    def read_json(self, name):
        path = os.path.join(self.folder, name)
        if not os.path.exists(path):
            return {}
        with open(path, encoding="utf-8") as source:
            return json.load(source)

    def get(self, name, key="ns"):
        return self.benchmarks.get(name, {}).get(key)

    def figure(self, key, text):
        """`text`, kept as the figure `{{key}}` of the analysis."""
        self.figures[key] = text
        return text

    def table(self, header, rows):
        self.lines.append("| " + " | ".join(header) + " |")
        self.lines.append("|" + "|".join("---" if index == 0 else "---:" for index in range(len(header))) + "|")
        for row in rows:
            self.lines.append("| " + " | ".join(row) + " |")
        self.lines.append("")

    def target(self, target, measured, goal, met):
        """A target of an earlier issue, shown below issue 42's."""
        self.targets.append(Target("", target, measured, goal, met, "—"))

    def ratio(self, slower, faster):
        slow, fast = self.get(slower), self.get(faster)
        if slow is None or fast is None or fast == 0:
            return None
        return slow / fast

    # 1 ------------------------------------------------------------------------------------------

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
        rows = []
        for label, name, typed, goal_ns, _ in KEYSTROKES:
            rows.append([label, typed, format_time(self.get(name)), format_time(self.get(name, "ns90")),
                         format_count(self.get(name, "mallocs")), f"≤ {format_time(goal_ns)}, 0 allocations"])
        self.table(["Field", "Typed", "Median / keystroke", "p90", "Allocations / keystroke", "Target"], rows)

    # 2, 3 ---------------------------------------------------------------------------------------

    def comparison(self, title, intro, names, ours, unit):
        self.lines += [title, "", *intro, ""]
        rows = []
        for label, name in names:
            ns, mallocs = self.get(name), self.get(name, "mallocs")
            rows.append([label, format_time(ns), format_rate(None if ns is None else 1e9 / ns, unit),
                         format_count(mallocs), format_ratio(self.ratio(name, ours))])
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
             "`invalid` (a soft partial match); a second (hard partial) match confirms a text that neither",
             "matches nor begins a match only when the pattern has an assertion, a verb or another construct",
             "that can make the two differ, which none of these three has."],
            names, names[0][1], "match")
        for label, name in names[1:]:
            ratio = self.ratio(name, names[0][1])
            self.target(f"Regex vs. {label.split(' ')[0]}", "—" if ratio is None else f"{ratio:.1f}×", "≥ 10×",
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
             "other on one core. Time vs. ours is against the `luhn` validator."],
            names, names[0][1], "number")
        validator, direct = names[0][1], names[1][1]
        ns = self.get(validator)
        self.target("Luhn validator rate (one core)", format_rate(None if ns is None else 1e9 / ns, "numbers"),
                    "≥ 30 M numbers/s", None if ns is None else 1e9 / ns >= 30e6)
        ratio = self.ratio(names[2][1], validator)
        self.target("Luhn validator vs. the straightforward version", "—" if ratio is None else f"{ratio:.1f}×",
                    "≥ 20×", None if ratio is None else ratio >= 20)
        direct_ns, direct_mallocs = self.get(direct), self.get(direct, "mallocs")
        self.target("`Luhn().isValid` per 16-digit number", self.figure("luhn.direct", format_time(direct_ns)),
                    "≤ 8.0 ns", None if direct_ns is None else direct_ns <= 8)
        self.target("`Luhn().isValid`: allocations", format_count(direct_mallocs), "0",
                    None if direct_mallocs is None else direct_mallocs == 0)

    # 4 ------------------------------------------------------------------------------------------

    def phone(self):
        self.lines += [
            "## 4. Phone: plugin vs. the raw libphonenumber call",
            "",
            "The `phone` validator (region US, every type accepted, so that it works out the type of a",
            "valid number) on its own engine, against libphonenumber's parse + `IsValidNumber` +",
            "`GetNumberType` called directly through the C shim (`crpn_parse_validity_and_type`, Debian's",
            "libphonenumber-dev), on the same texts: those a phone field holds while `6502530000` is typed",
            "and deleted (mostly unfinished numbers).",
            "",
        ]
        raw_name = "Phone: raw parse + isValid + type, typed texts"
        rows = []
        for label, name in [("`phone` validator — typed texts", "Phone: phone validator, typed texts"),
                            ("Raw parse + is-valid + type — typed texts", raw_name),
                            ("Keystroke into a phone field (section 1)", "Keystroke: phone")]:
            rows.append([label, format_time(self.get(name)), format_count(self.get(name, "mallocs")),
                         format_ratio(self.ratio(name, raw_name))])
        self.table(["Implementation and texts", "Median / check", "Allocations / check", "Time vs. raw call"], rows)
        self.phone_complete()
        self.phone_as_you_type()

    def phone_complete(self):
        """The complete numbers of 40 regions: the plugin's record path against libphonenumber's C++
        and python-phonenumbers, each finding validity, type and E.164."""
        ours = "Phone: complete numbers, phone plugin conclude + E.164"
        cpp = "Phone: complete numbers, libphonenumber parse + isValid + type + E.164"
        python = self.read_json("phone-complete-python.json")
        agreement = self.read_json("phone-complete-agreement.json")
        python_ns = 1e9 / python["numbersPerSecond"] if python.get("numbersPerSecond") else None
        ours_ns = self.get(ours)
        self.lines += [
            "### Complete numbers of 40 regions: the record path against libphonenumber",
            "",
            "The 50,000 numbers of `Sources/Scenarios/Resources/complete-phone-numbers.tsv`",
            "(`Scripts/complete_phone_numbers.py`: python-phonenumbers' example numbers of every type of",
            "40 regions and numbers of their ranges, written as E.164, international with spaces or",
            "dashes, national with the trunk prefix and punctuation, digits only, with dots, and from",
            "abroad), each read with its region. Ours: `concludeWithNormalizedValue`, one parse for the",
            "verdict, the type (every type allowed) and E.164, what a record does. libphonenumber:",
            "`Parse` + `IsValidNumber` + `GetNumberType` + `Format(E164)` (`crpn_parse_validity_type_and_e164`).",
            "python-phonenumbers: the same calls (`Scripts/phone_complete_rate.py`, Debian's release of",
            "libphonenumber's version, best of three passes). "
            + (f"Both sides concluded alike on {agreement['agreeing']:,} of {agreement['numbers']:,} numbers "
               f"({agreement['valid']:,} valid; `ProfileScenario complete agreement`)."
               if agreement else "The agreement check did not run."),
            "",
        ]
        rows = [
            ["`phone` plugin, record path — ours", format_time(ours_ns), format_count(self.get(ours, "mallocs")),
             format_ratio(None if ours_ns is None else 1.0)],
            ["libphonenumber C++ (Debian)", format_time(self.get(cpp)), format_count(self.get(cpp, "mallocs")),
             format_ratio(self.ratio(cpp, ours))],
            [f"python-phonenumbers {python.get('version', '?')}", format_time(python_ns), "—",
             format_ratio(None if python_ns is None or not ours_ns else python_ns / ours_ns)],
        ]
        self.table(["Implementation", "Median / number", "Allocations / number", "Time vs. ours"], rows)
        ratio = self.ratio(cpp, ours)
        self.target("Complete numbers of 40 regions (validity, type, E.164) vs. libphonenumber C++",
                    self.figure("phone.complete.vsCpp", format_ratio(ratio)), "≥ 10×",
                    None if ratio is None else ratio >= 10)

    def phone_as_you_type(self):
        self.lines += [
            "A phone field's as-you-type display, one keystroke per check (`6502530000` typed and deleted,",
            "`PhoneDisplayScript`): the session a field keeps (one formatter step for a digit typed at the",
            "end, an earlier state back for a deletion), the whole text typed afresh as a field did before,",
            "and libphonenumber's `AsYouTypeFormatter::InputDigit` through the C shim (typing only).",
            "",
        ]
        peer = "Phone as you type: libphonenumber InputDigit"
        rows = []
        for label, name in [("Field's session", "Phone as you type: session"),
                            ("Typed afresh (before)", "Phone as you type: replay"),
                            ("libphonenumber `InputDigit`", peer)]:
            rows.append([label, format_time(self.get(name)), format_count(self.get(name, "mallocs")),
                         format_ratio(self.ratio(name, peer))])
        self.table(["Display", "Median / keystroke", "Allocations / keystroke", "Time vs. InputDigit"], rows)

    # 5 ------------------------------------------------------------------------------------------

    def otp(self):
        self.lines += [
            "## 5. OTP: TOTP verification, window 1",
            "",
            "SHA-1, 6 digits, a window of one step on either side (three candidate codes), and one HMAC",
            "of swift-crypto for scale.",
            "",
        ]
        names = [
            ("Same time step (candidates cached)", "OTP: TOTP verify, window 1, same step"),
            ("Nothing cached (three HMACs per verification)", "OTP: TOTP verify, window 1, nothing cached"),
            ("One HMAC-SHA1 of swift-crypto, keyed each time", "OTP: one HMAC-SHA1 (swift-crypto)"),
        ]
        rows = []
        for label, name in names:
            ns, mallocs = self.get(name), self.get(name, "mallocs")
            rows.append([label, format_time(ns), format_rate(None if ns is None else 1e9 / ns, "operations"),
                         format_count(mallocs)])
        self.table(["Case", "Median / operation", "Rate (one core)", "Allocations / operation"], rows)
        ns = self.get(names[1][1])
        rate = self.figure("otp.uncached", format_rate(None if ns is None else 1e9 / ns, "verifications"))
        self.target("OTP verification, nothing cached", rate, "≥ 1.50 M verifications/s",
                    None if ns is None else 1e9 / ns >= 1.5e6)

    # 6 ------------------------------------------------------------------------------------------

    def command(self, key):
        return self.check.get("commands", {}).get(key, {})

    def command_ratio(self, slower, faster):
        slow, fast = self.command(slower).get("medianSeconds"), self.command(faster).get("medianSeconds")
        if slow is None or fast is None or fast == 0:
            return None
        return slow / fast

    def command_rows(self, keys, reference):
        rows = []
        for key in keys:
            result = self.command(key)
            if not result:
                continue
            if "error" in result:
                rows.append([f"`{result.get('shown', key)}`", result["error"], "—", "—", "—", "—"])
                continue
            cpu = result.get("medianCPUSeconds")
            rows.append([
                f"`{result['shown']}`",
                f"{result['medianSeconds']:.3f} s ({result['bestSeconds']:.3f} s)",
                "—" if cpu is None else f"{cpu:.3f} s",
                format_rate(result["count"] / result["medianSeconds"], result.get("unit", "lines"))
                if result["count"] else "—",
                f"{result['peakResidentKiB'] / 1024:.1f} MiB",
                format_ratio(self.command_ratio(key, reference)),
            ])
        return rows

    def rate(self, key):
        """Records or lines a second of the median run of command `key`, or None."""
        result = self.command(key)
        if "medianSeconds" not in result or not result.get("count"):
            return None
        return result["count"] / result["medianSeconds"]

    def same_output(self, key):
        return self.check.get("sameOutput", {}).get(key)

    def check_command(self):
        check = self.check
        lines, runs = check.get("lines", 0), check.get("runs", 0)
        self.lines += [
            "## 6. `validator check` end to end",
            "",
            f"Each command ran {runs} times, one after the other, with its output going to /dev/null; the",
            "table gives the median wall time (the best in brackets), the median CPU time (user and",
            "system, all threads, to the microsecond: the kernel's accounting, `wait4`), the rate of",
            "the median run, the largest peak resident memory (`/usr/bin/time -v`) and the median time",
            "against the reference row. The C filter (`Benchmarks/Reference/check_luhn.c`, built with `cc -O2`) reads lines with",
            "`getline`, runs the same Luhn test and `printf`s the same JSON lines; `--jobs 1` judges on",
            f"one thread, and `check` without `--jobs` on all {self.machine.get('nproc', '?')}.",
            "",
            f"{lines:,} lines of 16-digit numbers ({check.get('inputBytes', 0) / 1e6:.0f} MB), half with a "
            "wrong check digit:",
            "",
        ]
        header = ["Command", "Median wall time (best)", "CPU time", "Rate (median run)", "Peak RSS", "Time vs. reference"]
        self.table(header, self.command_rows(
            ["c-luhn", "luhn-1", "luhn", "card-1", "card-2"], "c-luhn"))
        self.lines += ["With no input at all, each command run "
                       f"{check.get('startRuns', runs)} times: the cost of starting and ending the process, a C hello world",
                       "(`Benchmarks/Reference/hello.c`) beside them.", ""]
        self.table(header, self.command_rows(["c-hello", "c-empty", "luhn-empty"], "c-hello"))
        same = self.same_output("luhn-c")
        self.lines += [
            "The output of `check luhn` is the C filter's byte for byte: "
            + {True: "**yes**", False: "**no**", None: "not compared"}[same] + ".",
            "",
        ]
        c_ratio = self.command_ratio("luhn-1", "c-luhn")
        self.target("`check luhn --jobs 1` vs. the plain C filter (median wall time)",
                    self.figure("check.luhn.vsC", format_ratio(c_ratio)), "≤ 1.50×, same bytes",
                    None if c_ratio is None or same is None else c_ratio <= 1.5 and same)
        default_ratio = self.command_ratio("luhn", "c-luhn")
        self.figure("check.luhn.default.vsC", format_ratio(default_ratio))
        peak = self.command("luhn").get("peakResidentKiB")
        self.target("`check luhn` peak RSS", "—" if peak is None else f"{peak / 1024:.1f} MiB", "≤ 50 MB",
                    None if peak is None else peak * 1024 <= 50e6)
        self.phone_batch()
        self.records()

    def phone_batch(self):
        phone = self.check.get("phone", {})
        if not phone:
            return
        self.lines += [
            f"{phone.get('lines', 0):,} phone numbers as people write them (several regions, spaces, dashes,",
            "brackets, `+` or `011`; one in eight a digit short, one in eight a digit long), region US;",
            "`check phone` against python-phonenumbers (Debian's `python3-phonenumbers`, the same work per",
            "line: `Benchmarks/Scripts/phone_reference.py`):",
            "",
        ]
        header = ["Command", "Median wall time (best)", "CPU time", "Rate (median run)", "Peak RSS", "Time vs. `--jobs 1`"]
        self.table(header, self.command_rows(["phone-python", "phone-1", "phone-2"], "phone-1"))
        self.figure("check.phone.vsPython", format_ratio(self.command_ratio("phone-python", "phone-1")))
        self.figure("check.phone.rate", format_rate(self.rate("phone-1"), "lines"))

    def records(self):
        if not self.command("records-1"):
            return
        records = self.command("records-1")
        self.lines += [
            f"`check --spec Examples/Specs/payment.json`: {records.get('count', 0):,} payment records (one JSON",
            "object a line: name, Visa or American Express number, next December, a security code, one in",
            "four of the wrong length), every field judged; beside it, in turn, jsonschema-rs judging the",
            "structure alone by the schema `validator schema --spec payment.json` exports (no Luhn, no",
            "output), and a pydantic v2 model of the spec writing what `check` writes",
            "(`Benchmarks/Scripts/records_reference.py`, PyPI versions pinned in `scripts/record-peers`):",
            "",
        ]
        header = ["Command", "Median wall time (best)", "CPU time", "Rate (median run)", "Peak RSS", "Time vs. `--jobs 1`"]
        self.table(header, self.command_rows(["records-1", "records", "records-jsonschema", "records-pydantic"], "records-1"))
        self.figure("check.records.rate", format_rate(self.rate("records-1"), "records"))
        checkout = self.command("checkout-records-1")
        if checkout:
            self.lines += [
                f"`check --spec Examples/Specs/checkout.json --jobs 1`: {checkout.get('count', 0):,} checkout records (a",
                "country, a state only in the US, a VAT number only in the EU, a payment union: card, bank",
                "transfer or invoice by thirds; one in eight gives a state that does not apply, one in sixteen",
                "an unknown method, `union.tag_unknown`):",
                "",
            ]
            self.table(header, self.command_rows(["checkout-records-1"], "checkout-records-1"))
            if "medianSeconds" in checkout:
                rate = checkout["count"] / checkout["medianSeconds"]
                self.target("`check --spec checkout.json --jobs 1`",
                            self.figure("check.checkoutRecords.rate", format_rate(rate, "records")),
                            "≥ 200 k records/s", rate >= 200e3)
        nested = self.command("nested-records-1")
        if not nested:
            return
        self.lines += [
            f"`check --spec Examples/Specs/profile.json --jobs 1`: {nested.get('count', 0):,} nested records (a name, an",
            "integer age, an address group with a choice, a list of three UK phone numbers, a boolean, a",
            "number, an email; one in four gives its age as a string, `input.type`), beside a pydantic v2",
            "model of the spec whose phone numbers python-phonenumbers parses:",
            "",
        ]
        self.table(header, self.command_rows(["nested-records-1", "nested-records-pydantic"], "nested-records-1"))

    # 7, 8 ---------------------------------------------------------------------------------------

    def included(self, title, *intro, file):
        """A section whose table a tool of the same run wrote to `file`; skipped without it."""
        path = os.path.join(self.folder, file)
        if not os.path.exists(path):
            return
        with open(path, encoding="utf-8") as source:
            table = source.read().strip()
        self.lines += [title, ""] + list(intro) + ["", table, ""]

    # 9 ------------------------------------------------------------------------------------------

    def live_form(self):
        live = self.live
        goal_ms = 5.0
        if not live:
            self.target("Live form: an edit's round trip, 100 pages typing, p99", "—", f"≤ {goal_ms:.2f} ms", None)
            return
        socket, engine, run = live["socket"], live["in_process"], live.get("run", {})
        pages, seconds, pace = live["pages"], live["seconds"], live["pace_ms"]
        p99 = socket["p99_us"] * 1000
        self.target(f"Live form: an edit's round trip, {pages} pages typing, p99", format_time(p99),
                    f"≤ {goal_ms:.2f} ms", p99 <= goal_ms * 1e6)
        self.lines += [
            "## 9. Live form: an edit over the WebSocket, many pages typing",
            "",
            f"`Scripts/measure_live.sh`: {pages} pages of `/forms/payment` connected to `validator-server`",
            "(release) over WebSockets on loopback, each typing the American Express test number into the",
            f"card field and deleting it again, a key every {pace} ms, for {seconds:g} s. The pages are",
            "`Sources/LiveFormLoad` (SwiftNIO's WebSocket client, the page's own `Origin`), one process on",
            "the same cores as the server. An edit's round trip runs from sending it to the arrival of",
            "the field's new `state` record, the one the page redraws from. In-process: the same edits",
            "applied to a `FormSession` of the same spec in the load tool's process before the pages",
            "connect, each until its records are written as JSON text.",
        ]
        if run and run.get("commit") != self.machine.get("commit"):
            self.lines += [
                "",
                f"This section is from a run of its own ({run.get('date', '?')}, commit {run.get('commit', '?')},",
                f"load average at the start {run.get('loadAverage', '?')}), not the run that heads the page.",
            ]
        self.lines.append("")
        rows = []
        for name, figures in ((f"Over the WebSocket, {pages} pages typing", socket),
                              ("In-process: `FormSession.apply` and its records as JSON", engine)):
            rows.append([name, f"{figures['count']:,}", format_time(figures["median_us"] * 1000),
                         format_time(figures["p90_us"] * 1000), format_time(figures["p99_us"] * 1000),
                         format_time(figures["max_us"] * 1000)])
        self.table(["Edit", "Edits", "Median", "p90", "p99", "Largest"], rows)
        median_ratio = socket["median_us"] / engine["median_us"]
        self.lines += [
            f"{live['edits_per_second']:,} edits a second in all; pages closed before the end: {live['closed_early']}. "
            f"The socket's median is {self.figure('live.median_ratio', format_ratio(median_ratio))} the in-process one.",
            "",
        ]

    # 11 -----------------------------------------------------------------------------------------

    def service(self):
        server = self.server
        if not server:
            return
        self.lines += [
            "## 10. The service against its baseline",
            "",
            f"`Scripts/measure_server.sh`: `validator-server` (release) on loopback, `wrk -t{server['threads']}",
            f"-c{server['connections']} -d{server['seconds']}s` posting one valid record to each form's route and to",
            "its `/_baseline` route (the same request read, parsed and answered, no validator),",
            f"{server['rounds']} rounds of one run of each, back to back, the route first in odd rounds and the",
            f"baseline first in even ones; load average {server['loadBefore']} before, {server['loadAfter']} after.",
            "The ratio is the median of the rounds' ratios. The server's processor time per request (user",
            "and system, from `/proc`, over the same runs) depends much less on other work on the machine",
            "than requests per second do; its ratio is the baseline's over the route's, the median of the rounds'.",
            "",
        ]
        rows = []
        for route, figures in server["routes"].items():
            rows.append([f"`POST /{route}`", ", ".join(f"{value:,.0f}" for value in figures["validated"]),
                         ", ".join(f"{value:,.0f}" for value in figures["baseline"]),
                         format_ratio(figures["ratio"]) + " (" + ", ".join(format_ratio(value) for value in figures["ratios"]) + ")",
                         ", ".join(f"{value:.1f} µs" for value in figures["validatedCPUMicroseconds"]),
                         ", ".join(f"{value:.1f} µs" for value in figures["baselineCPUMicroseconds"]),
                         format_ratio(figures["cpuRatio"])])
        self.table(["Route", "Requests/s, each round", "Baseline, each round", "Vs. baseline: median (each round)",
                    "Processor time / request", "Baseline", "Baseline vs. route"], rows)

    # The targets of issue 42 --------------------------------------------------------------------

    def issue_targets(self):
        """The targets of issue 42 ("Speed, third round"), items 1–7, one row each in the issue's
        order. A row's measured figure is kept as `{{target.KEY}}` for the analysis."""
        return [
            # 1. Phone typing: the field's session against libphonenumber's InputDigit, same run.
            self.benchmark_ratio_target(
                "1", "phone.typing", "Phone as you type: a keystroke vs. libphonenumber's `InputDigit`",
                "Phone as you type: session", "Phone as you type: libphonenumber InputDigit", at_most=0.5),
            # 2. Phone parse, validity, type and E.164 on the 50,000 complete numbers of 40 regions
            #    against libphonenumber's C++ (section 4).
            self.benchmark_ratio_target(
                "2", "phone.parse", "Phone parse + validity + type + E.164, complete numbers of 40 regions, vs. libphonenumber C++",
                "Phone: complete numbers, phone plugin conclude + E.164",
                "Phone: complete numbers, libphonenumber parse + isValid + type + E.164", at_most=0.1),
            # 3. Every keystroke at most 1 µs (phone 2 µs) and no allocation.
            *[self.keystroke_target(label, name, goal_ns, alone) for label, name, _, goal_ns, alone in KEYSTROKES],
            # 4. Records: profile at 100 k/s, payment at least as fast as jsonschema-rs.
            self.records_rate_target("records.profile", "`check --spec profile.json --jobs 1`", "nested-records-1",
                                     100e3, peer="nested-records-pydantic"),
            self.records_peer_target("records.payment", "`check --spec payment.json --jobs 1` vs. jsonschema-rs",
                                     "records-1", "records-jsonschema", also="records-pydantic"),
            # 5. Start at most 10 ms, and no phone metadata read by `check luhn`.
            self.start_target(),
            self.start_metadata_target(),
            # 6. The service at 0.9 of its baseline.
            *[self.service_target(route) for route in ("payment", "profile")],
            # 7. Two jobs 1.8 times as fast as one, the second adding under 10 % CPU.
            *[self.jobs_target(plugin) for plugin in ("card", "phone")],
        ]

    def issue_target(self, item, key, target, measured, goal, met, peer="—"):
        return Target(item, target, self.figure(f"target.{key}", measured), goal, met, peer)

    def benchmark_ratio_target(self, item, key, target, ours, peer, at_most):
        """Our benchmark's time over the peer's, at most `at_most`."""
        ratio = self.ratio(ours, peer)
        measured = "—" if ratio is None else f"{format_time(self.get(ours))}, {format_ratio(ratio)}"
        return self.issue_target(item, key, target, measured, f"≤ {format_ratio(at_most)}",
                                 None if ratio is None else ratio <= at_most, format_time(self.get(peer)))

    def keystroke_target(self, label, name, goal_ns, alone):
        ns, mallocs = self.get(name), self.get(name, "mallocs")
        measured = "—" if ns is None else f"{format_time(ns)}, {format_count(mallocs)} allocations"
        met = None if ns is None or mallocs is None else ns <= goal_ns and mallocs == 0
        peer = "—"
        if alone is not None and self.ratio(name, alone) is not None:
            ratio = self.ratio(name, alone)
            peer = f"the field alone {format_time(self.get(alone))} ({format_ratio(ratio)}; goal ≤ 1.20× in instructions)"
        key = "keystroke." + re.sub(r"[^a-z]+", "-", label.split(" (")[0].lower()).strip("-")
        return self.issue_target("3", key, f"Keystroke {label}", measured,
                                 f"≤ {format_time(goal_ns)}, 0 allocations", met, peer)

    def records_rate_target(self, key, target, command, goal, peer):
        rate, peer_rate = self.rate(command), self.rate(peer)
        return self.issue_target("4", key, target, format_rate(rate, "records"), f"≥ {format_rate(goal, 'records')}",
                                 None if rate is None else rate >= goal,
                                 f"{self.command(peer).get('shown', peer)}: {format_rate(peer_rate, 'records')}")

    def records_peer_target(self, key, target, command, peer, also):
        ratio = self.command_ratio(peer, command)
        measured = "—" if ratio is None else f"{format_rate(self.rate(command), 'records')}, {format_ratio(ratio)}"
        peers = "; ".join(f"{self.command(other).get('shown', other)}: {format_rate(self.rate(other), 'records')}"
                          for other in (peer, also))
        return self.issue_target("4", key, target, measured, "≥ 1.00× (as fast)", None if ratio is None else ratio >= 1,
                                 peers)

    def start_target(self):
        start, hello = self.command("luhn-empty").get("medianSeconds"), self.command("c-hello").get("medianSeconds")
        return self.issue_target(
            "5", "start", f"Start: `check luhn < /dev/null` (median wall time of {self.check.get('startRuns', self.check.get('runs', 0))} runs, release)",
            "—" if start is None else f"{start * 1000:.1f} ms", "≤ 10.0 ms", None if start is None else start <= 0.010,
            "—" if hello is None else f"C hello world {hello * 1000:.1f} ms")

    def start_metadata_target(self):
        luhn = self.start_profile.get("checkLuhnStart")
        phone = self.start_profile.get("checkPhoneStart", {})
        if luhn is None:
            return self.issue_target("5", "start.metadata", "Start: phone metadata read by `check luhn` (callgrind)",
                                     "—", "none", None)
        functions = luhn["phoneMetadataFunctions"]
        measured = f"{len(functions)} `PhoneMetadata` functions, {luhn['instructions'] / 1e6:.1f} M instructions"
        peer = "—" if "instructions" not in phone else f"`check phone`: {phone['instructions'] / 1e6:.1f} M instructions"
        return self.issue_target("5", "start.metadata", "Start: phone metadata read by `check luhn` (callgrind)",
                                 measured, "none", not functions, peer)

    def service_target(self, route):
        figures = self.server.get("routes", {}).get(route)
        target = f"Service: `POST /{route}` vs. `/_baseline/{route}` (wrk, medians)"
        if figures is None:
            return self.issue_target("6", f"service.{route}", target, "—", "≥ 0.90×", None)
        return self.issue_target(
            "6", f"service.{route}", target,
            f"{format_ratio(figures['ratio'])} ({figures['validatedMedian']:,.0f} requests/s; processor time "
            f"{format_ratio(figures['cpuRatio'])})", "≥ 0.90×",
            figures["ratio"] >= 0.9, f"baseline {figures['baselineMedian']:,.0f} requests/s")

    def jobs_target(self, plugin):
        one, two = self.command(f"{plugin}-1"), self.command(f"{plugin}-2")
        speedup, same = self.command_ratio(f"{plugin}-1", f"{plugin}-2"), self.same_output(f"{plugin}-jobs")
        target = f"`check {plugin} --jobs 2` vs. `--jobs 1`"
        if speedup is None or "medianCPUSeconds" not in one or "medianCPUSeconds" not in two:
            return self.issue_target("7", f"jobs.{plugin}", target, "—", "≥ 1.80×, CPU added < 10 %, same bytes", None)
        added = two["medianCPUSeconds"] / one["medianCPUSeconds"] - 1
        measured = f"{format_ratio(speedup)}, CPU added {added * 100:.1f} %"
        return self.issue_target(
            "7", f"jobs.{plugin}", target, measured, "≥ 1.80×, CPU added < 10 %, same bytes",
            speedup >= 1.8 and added < 0.1 and bool(same),
            f"`--jobs 1` {one['medianSeconds']:.3f} s, CPU {one['medianCPUSeconds']:.3f} s")

    # The page -----------------------------------------------------------------------------------

    def head(self):
        machine = self.machine
        return [
            "# Benchmark results",
            "",
            f"Generated by `Benchmarks/Scripts/render_results.py` from one run of `{COMMAND}` (every",
            "table below comes from it; ratios are only taken between rows of it). Reproduce with",
            f"`{COMMAND}` from the root of the repository (about half an hour).",
            "",
            "| Machine | |",
            "|---|---|",
            f"| Run | {machine.get('date', '?')}, commit {machine.get('commit', '?')} |",
            f"| CPU | {machine.get('cpuModel', '?')}, {machine.get('nproc', '?')} cores, {machine.get('memory', '?')} |",
            f"| System | {machine.get('kernel', '?')}; {machine.get('swiftVersion', '?')}; {machine.get('cCompiler', '?')} |",
            f"| Load average at the start | {machine.get('loadAverage', '?')} |",
            f"| Load average around the service's measurement | {self.server.get('loadBefore', '?')} before, "
            f"{self.server.get('loadAfter', '?')} after |",
            f"| Fingerprint | `{machine.get('fingerprint', '?')}` (of the lines above but the date, the commit and the load) |",
            "",
            "All figures are medians; builds are release builds. The machine may be shared with other",
            "work: absolute figures move between runs, ratios within a run much less.",
            "",
            "## Targets of issue 42 (\"Speed, third round\")",
            "",
            "Each target of the issue, by its item, with the peer measured beside it in this run.",
            "",
        ]

    def render(self, analysis):
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
            "times; the bounds are SECURITY.md's, and `scripts/test` (its `fuzz` phase) fails at ten times a bound.",
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
        self.live_form()
        self.service()
        self.included(
            "## 11. The Spark job against `check --jobs 2`",
            "`Benchmarks/Scripts/measure_spark.py`: `Examples/Spark/validate.py` submitted with",
            "`spark-submit --master local[2]` (PySpark of `scripts/pyspark`, Debian's Java) and",
            "`check --spec Examples/Specs/payment.json --jobs 2` over the same payment records (those",
            "of section 6), release build, each run in turn; medians of the runs:",
            file="spark.md")
        body = self.lines
        self.lines = self.head()
        self.table(["Item", "Target", "Measured", "Goal", "Met", "Peer (same run)"], [
            [row.item, row.target, row.measured, row.goal, shown_met(row.met), row.peer] for row in self.issue_targets()])
        self.lines += ["## Targets of earlier issues", ""]
        self.table(["Target", "Measured", "Goal", "Met"], [
            [row.target, row.measured, row.goal, shown_met(row.met)] for row in self.targets])
        self.lines += body
        tables = "\n".join(self.lines)
        self.lines += [self.checked_analysis(analysis, tables), ""]
        return "\n".join(self.lines).rstrip() + "\n"

    def checked_analysis(self, analysis, tables):
        """`analysis` with its `{{key}}` figures filled in; exits when it names an unknown key or
        quotes a figure the tables do not show."""
        unknown = sorted(set(re.findall(r"\{\{([^}]*)\}\}", analysis)) - set(self.figures))
        if unknown:
            sys.exit(f"ANALYSIS.md names unknown figures {unknown}; known: {sorted(self.figures)}")
        filled = re.sub(r"\{\{([^}]*)\}\}", lambda match: self.figures[match.group(1)], analysis)
        shown = {normalized(match) for match in FIGURE.finditer(tables)}
        stale = [match.group(0) for match in FIGURE.finditer(filled) if normalized(match) not in shown]
        if stale:
            sys.exit("ANALYSIS.md quotes figures that no table of this run shows (write {{key}} for a figure "
                     f"of the run, or quote the table): {', '.join(stale)}")
        return filled.strip()


def shown_met(met):
    return "not measured" if met is None else ("**met**" if met else "**not met**")


def normalized(match):
    """A figure as number and unit, without thousands separators or the space between them."""
    return match.group(1).replace(",", "") + match.group(2)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: render_results.py <results folder> <RESULTS.md> <ANALYSIS.md>")
    folder, output, analysis_path = sys.argv[1:]
    with open(analysis_path, encoding="utf-8") as source:
        analysis = source.read()
    page = Report(folder).render(analysis)
    with open(output, "w", encoding="utf-8") as destination:
        destination.write(page)


if __name__ == "__main__":
    main()
