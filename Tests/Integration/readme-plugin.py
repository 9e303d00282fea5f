#!/usr/bin/env python3
"""Builds and tests the plugin package README.md writes out, as a newcomer would copy it.

Every fenced block of README.md whose first line is a comment naming a file of the package
(`// AcmeValidators/Package.swift`, `// AcmeValidators/Sources/…`, `/* AcmeValidators/… */` for a
strings file) is written to that path in a scratch folder, beside a `ValidatorKit` folder that is
this repository (the manifest's `../ValidatorKit`); then `swift build` and `swift test` run in it.
So the README's manifest, plugin, catalog and tests cannot drift from what compiles.

Prints 'readme plugin: N passed, N failed' (the build, then each test of the package); exits 1 on
any failure, printing what the compiler or the tests said."""
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent.parent
package = "AcmeValidators"
block = re.compile(r"^```[a-z]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
first_line = re.compile(r"^(?://|/\*)\s*(" + package + r"/[\w./+-]+?)\s*(?:\*/)?$")

files = {}
for body in block.findall((root / "README.md").read_text()):
    match = first_line.match(body.split("\n", 1)[0])
    if match:
        files[match.group(1)] = body
if f"{package}/Package.swift" not in files:
    print(f"README.md writes out no {package}/Package.swift")
    print("readme plugin: 0 passed, 1 failed")
    sys.exit(1)

with tempfile.TemporaryDirectory() as scratch:
    scratch = pathlib.Path(scratch)
    (scratch / "ValidatorKit").symlink_to(root)
    for path, text in files.items():
        (scratch / path).parent.mkdir(parents=True, exist_ok=True)
        (scratch / path).write_text(text)
    folder = scratch / package
    print(f"readme plugin: {len(files)} files from README.md: {', '.join(sorted(files))}", file=sys.stderr)
    build = subprocess.run(["swift", "build", "--build-tests"], cwd=folder, capture_output=True, text=True)
    if build.returncode != 0:
        print(build.stdout[-6000:], build.stderr[-6000:], sep="\n")
        print("readme plugin: 0 passed, 1 failed")
        sys.exit(1)
    test = subprocess.run(["swift", "test", "--skip-build"], cwd=folder, capture_output=True, text=True)
    output = test.stdout + test.stderr
    passed = len(re.findall(r"^✔ Test (?!run)", output, re.MULTILINE))
    failed = len(re.findall(r"^✘ Test (?!run)", output, re.MULTILINE))
    if test.returncode != 0 or failed or not passed:
        print(output[-6000:])
        failed = max(failed, 1)
    print(f"readme plugin: {1 + passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
