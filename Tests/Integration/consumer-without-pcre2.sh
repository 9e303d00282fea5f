#!/usr/bin/env bash
# Builds a consumer package that depends on the SDK with `traits: []` (the PCRE2 trait off, as an
# app on a system without libpcre2 would) and uses ValidatorKitStandard; checks with ldd that its
# executable links no libpcre2 and that it judges as the PCRE2 build does: AB12 incomplete, AB1234
# valid, A1 invalid for [A-Z]{2}[0-9]{4}; 020 7946 0958 valid and 020 7946 incomplete in GB.
# Prints 'N passed, N failed'; exits non-zero on any failure.
set -uo pipefail
source "$(dirname "$0")/consumer-package.sh"
consumer=$sdk/.build-consumer
write_consumer "$consumer" ", traits: []" ValidatorKit ValidatorKitStandard ValidatorKitRegex <<'SOURCE'
import ValidatorKit
import ValidatorKitRegex
import ValidatorKitStandard

let registry = ValidatorRegistry()
try StandardValidators.register(in: registry)
print("backend \(RegexBackend.current)")
let code = try registry.makeValidator("regex", options: ["pattern": "[A-Z]{2}[0-9]{4}"])
for text in ["AB12", "AB1234", "A1"] {
    print("regex \(text) \(code.validate(text).name)")
}
let phone = try registry.makeValidator("phone", options: ["region": "GB"])
for text in ["020 7946 0958", "020 7946"] {
    print("phone \(text) \(phone.validate(text).name)")
}
SOURCE

# Built in the scratch folder of scripts/test's `foundation` phase (the SDK with the trait off,
# the same flags), so the SDK is compiled once in that configuration.
scratch=$sdk/.build-foundation
(cd "$consumer" && swift build --scratch-path "$scratch" -Xswiftc -warnings-as-errors >&2)
check "the consumer with traits: [] builds" test $? -eq 0 || { finish "consumer without PCRE2"; exit 1; }
executable=$scratch/debug/Consumer

libraries=$(ldd "$executable")
expect "ldd lists the libraries (Foundation's among them), so the next check is not vacuous" 1 \
  "$(grep -c 'libFoundation\.so' <<<"$libraries")"
expect "no libpcre2 among the libraries the executable loads" 0 "$(grep -c pcre2 <<<"$libraries")"
expect "no CPCRE2 module was built" 0 "$(find "$scratch" -name 'CPCRE2*' | wc -l)"
expect "verdicts as the PCRE2 build gives them" \
"backend Foundation
regex AB12 incomplete
regex AB1234 valid
regex A1 invalid
phone 020 7946 0958 valid
phone 020 7946 incomplete" "$("$executable")"

finish "consumer without PCRE2"
