#!/usr/bin/env python3
"""Compiles the Hummingbird and Vapor routes README.md shows, as a newcomer would copy them.

Every fenced block of README.md whose first line is a comment naming a file of the package
`Routes` (`// Routes/Sources/HummingbirdRoutes/…`, `// Routes/Sources/VaporRoutes/…`) is written to
that path in a scratch folder, beside a manifest of two library targets (one per framework, each
on its integration product) depending on this repository with the traits `Hummingbird` and
`Vapor`; then `swift build` compiles them, warnings as errors. It builds into the scratch folder
given as the first argument (scripts/test's `.build-frameworks`, whose SDK was built with the same
traits and flags), so nothing is compiled twice.

Prints 'readme routes: N passed, N failed' (one check per block, then the build); exits 1 on any
failure, printing what the compiler said."""
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent.parent
scratch_path = sys.argv[1] if len(sys.argv) > 1 else str(root / ".build-frameworks")
block = re.compile(r"^```[a-z]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
first_line = re.compile(r"^//\s*Routes/(Sources/(HummingbirdRoutes|VaporRoutes)/[\w./+-]+?)\s*$")
MANIFEST = f"""// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Routes",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ValidatorKit", path: "{root}", traits: ["PCRE2", "Hummingbird", "Vapor"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.0"),
    ],
    targets: [
        .target(name: "HummingbirdRoutes", dependencies: [
            .product(name: "ValidatorKitHummingbird", package: "ValidatorKit"),
            .product(name: "ValidatorKitServing", package: "ValidatorKit"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .target(name: "VaporRoutes", dependencies: [
            .product(name: "ValidatorKitVapor", package: "ValidatorKit"),
            .product(name: "ValidatorKitServing", package: "ValidatorKit"),
            .product(name: "Vapor", package: "vapor"),
        ]),
    ]
)
"""

passed = failed = 0
files = {}
for body in block.findall((root / "README.md").read_text()):
    match = first_line.match(body.split("\n", 1)[0])
    if match:
        files[match.group(2)] = (match.group(1), body)
for target in ("HummingbirdRoutes", "VaporRoutes"):
    if target in files:
        lines = len(files[target][1].rstrip("\n").split("\n")) - 1
        ok = lines <= 15
        print(f"{'ok' if ok else 'FAILED'}: README.md's {target} route is {lines} lines (at most 15)")
        passed, failed = passed + ok, failed + (not ok)
    else:
        print(f"FAILED: README.md shows no Routes/Sources/{target}/ block")
        failed += 1
with tempfile.TemporaryDirectory() as scratch:
    folder = pathlib.Path(scratch) / "Routes"
    folder.mkdir()
    (folder / "Package.swift").write_text(MANIFEST)
    for path, body in files.values():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(body)
    for dot in pathlib.Path(scratch_path).glob("*/debug/description.json"):
        dot.unlink()
    (pathlib.Path(scratch_path) / "debug.yaml").unlink(missing_ok=True)
    build = subprocess.run(["swift", "build", "--scratch-path", scratch_path, "-Xswiftc", "-warnings-as-errors"],
                           cwd=folder, capture_output=True, text=True)
    if build.returncode == 0:
        passed += 1
        print("ok: the routes compile as written")
    else:
        failed += 1
        print(build.stdout[-6000:], build.stderr[-6000:], sep="\n")
        print("FAILED: the routes compile as written")
print(f"readme routes: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
