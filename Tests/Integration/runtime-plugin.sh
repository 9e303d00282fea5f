#!/usr/bin/env bash
# Builds the IBAN example as a loadable library and checks `validator --plugin` end to end,
# as an integrator would run it. Prints 'N passed, N failed'; exits non-zero on any failure.
# VALIDATOR and IBAN_PLUGIN_LIBRARY name a validator and a plugin library built already (as
# scripts/test builds them, in its shared scratch folder), as paths relative to the repository;
# without them both are built here.
set -uo pipefail
cd "$(dirname "$0")/../.."
validator=${VALIDATOR:-Tool/.build/debug/validator}
if [ -z "${IBAN_PLUGIN_LIBRARY:-}" ]; then
  (cd Examples/ValidatorKitIBAN && swift build --product ValidatorKitIBANPlugin >&2) || { echo "0 passed, 1 failed"; exit 1; }
fi
library=${IBAN_PLUGIN_LIBRARY:-Examples/ValidatorKitIBAN/.build/debug/libValidatorKitIBANPlugin.so}

passed=0 failed=0
expect() { # description, expected, actual
  if [ "$2" == "$3" ]; then passed=$((passed + 1)); else
    failed=$((failed + 1)); printf 'FAILED: %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"; fi
}

output=$(printf 'GB82 WEST 1234 5698 7654 32\nGB82 WEST 1234 5698 7654 33\nDE89 3704 0044 0532 0130 00\n' \
  | "$validator" --plugin "$library" check iban); status=$?
expect "valid, checksum failure, valid" \
'{"line":1,"validity":"valid","details":{"country":"GB","length":22}}
{"line":2,"validity":"invalid","code":"iban.checksum","message":"The IBAN'"'"'s check digits do not match","details":{"country":"GB","length":22}}
{"line":3,"validity":"valid","details":{"country":"DE","length":22}}' "$output"
expect "exit status 1 when a line is not valid" 1 "$status"

"$validator" --plugin "$library" list | grep -q '^iban — International Bank Account Number'
expect "list shows the loaded plugin" 0 $?

codes=$("$validator" --plugin "$library" list --codes --json | grep -o '{"plugin":"iban","codes":\[[^]]*\]}')
expect "list --codes shows the loaded plugin's codes" \
'{"plugin":"iban","codes":[{"code":"iban.character","message":"An IBAN holds only letters, digits and spaces"},{"code":"iban.country","message":"An IBAN starts with the code of a country that uses IBANs"},{"code":"iban.length","message":"An IBAN of this country has {length} characters"},{"code":"iban.checksum","message":"The IBAN'"'"'s check digits do not match"}]}' "$codes"

output=$(printf 'GB82 WEST 1234 5698 7654 32\n' | "$validator" --plugin "$library" --plugin "./$library" check iban); status=$?
expect "the same library given twice is loaded once" '{"line":1,"validity":"valid","details":{"country":"GB","length":22}}' "$output"
expect "the same library given twice exits 0" 0 "$status"

listed=$(cd "$(dirname "$library")" && "$OLDPWD/$validator" --plugin "$(basename "$library")" list | grep -c '^iban — ')
expect "a library named without a slash is read from the current folder" 1 "$listed"

error=$("$validator" --plugin /no/such.so check iban </dev/null 2>&1); status=$?
expect "a missing library exits 2" 2 "$status"
expect "a missing library is named" "validator: No plugin library at '/no/such.so'" "$error"

echo "runtime-plugin: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
