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
source "$(dirname "$0")/consumer-package.sh"
consumer=$sdk/.build-consumer-frameworks
write_consumer "$consumer" "" ValidatorKit ValidatorKitServing ValidatorKitHummingbird ValidatorKitVapor <<'SOURCE'
import ValidatorKit
import ValidatorKitServing

let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "seats", "type": "integer", "required": true}]}"#.utf8))
let form = try ServedForm(name: "booking", spec: spec, registry: ValidatorRegistry())
let record = try await form.submission(contentType: "application/json", acceptLanguage: "de", readBody: { _ in Array(#"{"seats": 2}"#.utf8) })
print(record.value)
SOURCE

check_resolves_only_crypto "$consumer"
# Built in the SDK's own scratch folder with scripts/test's flags, so the SDK is compiled once.
(cd "$consumer" && swift build --scratch-path "$sdk/.build" -Xswiftc -warnings-as-errors >"$consumer/build.log" 2>&1)
check "the consumer builds" test $? -eq 0
expect "the consumer judges a record with a served form" '{"seats":2}' "$("$sdk/.build/debug/Consumer")"
finish "consumer without the framework traits"
