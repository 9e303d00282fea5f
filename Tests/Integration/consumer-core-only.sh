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
source "$(dirname "$0")/consumer-package.sh"
consumer=$sdk/.build-consumer-core
write_consumer "$consumer" "" ValidatorKit ValidatorKitSession ValidatorKitBatch <<'SOURCE'
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

check_resolves_only_crypto "$consumer"
# Built in the SDK's own scratch folder with scripts/test's flags, so the SDK is compiled once.
(cd "$consumer" && swift build --scratch-path "$sdk/.build" -Xswiftc -warnings-as-errors >"$consumer/build.log" 2>&1)
check "the consumer builds" test $? -eq 0
expect "the consumer drives a session" "123 456" "$("$sdk/.build/debug/Consumer")"
finish "consumer of the core"
