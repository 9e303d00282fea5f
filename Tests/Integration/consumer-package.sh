# Sourced by the consumer-*.sh scripts: a consumer package in a scratch folder of the SDK, and
# the checks they count. Prints nothing itself.

sdk=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
passed=0 failed=0

# write_consumer DIR DEPENDENCY-ARGUMENTS PRODUCT... < main.swift: a package `Consumer` in DIR (made
# afresh) whose executable uses PRODUCTs of the SDK, depended on as `.package(path: SDK ARGUMENTS)`
# (ARGUMENTS: '' or ', traits: []'), and whose main.swift is standard input.
write_consumer() {
  local directory=$1 arguments=$2 products="" product
  shift 2
  for product in "$@"; do
    products+="                .product(name: \"$product\", package: \"$(basename "$sdk")\"),"$'\n'
  done
  rm -rf "$directory"
  mkdir -p "$directory/Sources/Consumer"
  cat >"$directory/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$sdk"$arguments)],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
$products            ]
        )
    ]
)
MANIFEST
  cat >"$directory/Sources/Consumer/main.swift"
}

# check DESCRIPTION COMMAND...: counts COMMAND's success; names a failure and returns 1.
check() {
  local description=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "FAILED: $description" >&2
    failed=$((failed + 1))
    return 1
  fi
}

# expect DESCRIPTION EXPECTED ACTUAL: counts whether the texts are equal; shows both if not.
expect() {
  if [ "$2" == "$3" ]; then passed=$((passed + 1)); else
    failed=$((failed + 1)); printf 'FAILED: %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3" >&2; fi
}

# check_resolves_only_crypto DIR: DIR's package resolves, checking out and pinning only the
# SDK manifest's unconditional dependency, swift-crypto, with its swift-asn1.
check_resolves_only_crypto() {
  local directory=$1 checkouts pins
  (cd "$directory" && swift package resolve >/dev/null 2>"$directory/resolve.log")
  check "the consumer resolves" test $? -eq 0
  checkouts=$(ls "$directory/.build/checkouts" 2>/dev/null | sort | tr '\n' ' ')
  expect "only swift-asn1 and swift-crypto are checked out" "swift-asn1 swift-crypto " "$checkouts"
  pins=$(grep -o '"identity" : "[^"]*"' "$directory/Package.resolved" 2>/dev/null | sort | tr '\n' ' ')
  expect "Package.resolved pins only them" '"identity" : "swift-asn1" "identity" : "swift-crypto" ' "$pins"
}

# finish NAME: prints the count and fails on any failure.
finish() {
  echo "$1: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
