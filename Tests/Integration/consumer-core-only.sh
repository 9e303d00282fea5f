#!/usr/bin/env bash
# A package that adds ValidatorKit and uses the core, the session and the batch libraries
# (`ValidatorKit`, `ValidatorKitSession`, `ValidatorKitBatch`) resolves nothing new: the session
# and batch products add no dependency, so SwiftPM checks out only the package the SDK's manifest
# itself needs (swift-crypto, for the OTP plugin, with its swift-asn1) and none of the tool's,
# the server's or the documentation's (swift-argument-parser, Hummingbird, SwiftNIO, swift-log,
# swift-docc-plugin). Resolves such a consumer in a scratch folder, compares its checkouts with
# that list, then builds it and drives a session.
# Prints 'N passed, N failed'; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
sdk=$PWD
consumer=$sdk/.build-consumer-core
rm -rf "$consumer"
mkdir -p "$consumer/Sources/Consumer"
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$sdk")],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "ValidatorKit", package: "$(basename "$sdk")"),
                .product(name: "ValidatorKitSession", package: "$(basename "$sdk")"),
                .product(name: "ValidatorKitBatch", package: "$(basename "$sdk")"),
            ]
        )
    ]
)
MANIFEST
cat >"$consumer/Sources/Consumer/main.swift" <<'SOURCE'
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession

let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "code", "title": "Code", "sections": [3, 3]}]}"#.utf8))
let prepared = try FormPreparation.prepare(spec, registry: ValidatorRegistry(), clock: ContinuousFieldClock())
let session = FormSession(prepared) { _ in }
try session.apply(.focus("code"))
try session.apply(.type("123456"))
print(session.appearances[0].displayed)
SOURCE

passed=0 failed=0
check() { # description, command…
  local description=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "FAILED: $description" >&2
    failed=$((failed + 1))
  fi
}

(cd "$consumer" && swift package resolve >/dev/null 2>"$consumer/resolve.log")
check "the consumer resolves" test $? -eq 0
checkouts=$(ls "$consumer/.build/checkouts" 2>/dev/null | sort | tr '\n' ' ')
check "only swift-asn1 and swift-crypto are checked out (found: ${checkouts:-none})" test "$checkouts" = "swift-asn1 swift-crypto "
pins=$(grep -o '"identity" : "[^"]*"' "$consumer/Package.resolved" 2>/dev/null | sort | tr '\n' ' ')
check "Package.resolved pins only them (found: ${pins:-none})" test "$pins" = '"identity" : "swift-asn1" "identity" : "swift-crypto" '
# Built in the SDK's own scratch folder with scripts/test's flags, so the SDK is compiled once.
(cd "$consumer" && swift build --scratch-path "$sdk/.build" -Xswiftc -warnings-as-errors >"$consumer/build.log" 2>&1)
check "the consumer builds" test $? -eq 0
output=$("$sdk/.build/debug/Consumer")
check "the consumer builds and drives a session ('$output')" test "$output" = "123 456"
echo "consumer of the core: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
