#!/usr/bin/env bash
# Builds Benchmarks/RegexBackends/main.swift (release, -O) against the regex plugin's matching
# sources twice, with the PCRE2 backend and with the Foundation backend, and runs both: one
# keystroke of the email preset, a phone-style whole match, and (a+)+$ until the limit, side by side.
# Quick and cheap (two small swiftc runs, no package build); Benchmarks/run stays the full suite.
set -euo pipefail
cd "$(dirname "$0")/../.."
regex=Plugins/ValidatorKitRegex
common=("$regex/Matching/MatchMode.swift" "$regex/Matching/MatchOutcome.swift" "$regex/RegexFlags.swift"
  "$regex/RegexLimits.swift" "$regex/RegexPatternError.swift" Benchmarks/RegexBackends/main.swift)
out=.build-regex-backends
mkdir -p "$out"
swiftc -O -package-name regexbackends -D VALIDATORKIT_PCRE2 -I Sources/CPCRE2 -lpcre2-8 \
  -o "$out/pcre2" "${common[@]}" "$regex"/Matching/PCRE2/*.swift
swiftc -O -package-name regexbackends -o "$out/foundation" "${common[@]}" "$regex"/Matching/Foundation/*.swift
echo "== PCRE2"; "$out/pcre2"
echo "== Foundation (NSRegularExpression)"; "$out/foundation"
