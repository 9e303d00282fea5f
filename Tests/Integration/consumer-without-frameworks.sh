#!/usr/bin/env bash
# A package that uses the served forms and even names the framework integrations' products
# (`ValidatorKitServing`, `ValidatorKitHummingbird`, `ValidatorKitVapor`) but enables neither trait
# (`Hummingbird`, `Vapor`) resolves neither framework: the integrations' dependencies on
# Hummingbird and Vapor are conditioned on their traits, so SwiftPM checks out only what the
# SDK's manifest needs without them (swift-crypto with swift-asn1), and the
# integration modules compile empty. Resolves such a consumer in a scratch folder, compares its
# checkouts with that list, then builds it and judges a record with a served form.
# Prints 'N passed, N failed'; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
sdk=$PWD
consumer=$sdk/.build-consumer-frameworks
rm -rf "$consumer"
mkdir -p "$consumer/Sources/Consumer"
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$sdk")],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "ValidatorKit", package: "$(basename "$sdk")"),
                .product(name: "ValidatorKitServing", package: "$(basename "$sdk")"),
                .product(name: "ValidatorKitHummingbird", package: "$(basename "$sdk")"),
                .product(name: "ValidatorKitVapor", package: "$(basename "$sdk")"),
            ]
        )
    ]
)
MANIFEST
cat >"$consumer/Sources/Consumer/main.swift" <<'SOURCE'
import ValidatorKit
import ValidatorKitServing

let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "seats", "type": "integer", "required": true}]}"#.utf8))
let form = try ServedForm(name: "booking", spec: spec, registry: ValidatorRegistry())
let record = try await form.submission(contentType: "application/json", acceptLanguage: "de", readBody: { _ in Array(#"{"seats": 2}"#.utf8) })
print(record.value)
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
check "only swift-asn1 and swift-crypto are checked out (found: ${checkouts:-none})" \
  test "$checkouts" = "swift-asn1 swift-crypto "
pins=$(grep -o '"identity" : "[^"]*"' "$consumer/Package.resolved" 2>/dev/null | sort | tr '\n' ' ')
check "Package.resolved pins neither hummingbird nor vapor (found: ${pins:-none})" \
  test "$pins" = '"identity" : "swift-asn1" "identity" : "swift-crypto" '
# Built in the SDK's own scratch folder with scripts/test's flags, so the SDK is compiled once.
(cd "$consumer" && swift build --scratch-path "$sdk/.build" -Xswiftc -warnings-as-errors >"$consumer/build.log" 2>&1)
check "the consumer builds" test $? -eq 0
output=$("$sdk/.build/debug/Consumer")
check "the consumer judges a record with a served form ('$output')" test "$output" = '{"seats":2}'
echo "consumer without the framework traits: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
