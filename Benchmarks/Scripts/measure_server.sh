#!/usr/bin/env bash
# Measures validator-server under load: requests per second for POST /payment (a valid record,
# every validator of Examples/Specs/payment.json runs) against POST /_baseline/payment (the same
# request read and parsed, no validator), and the ratio of the two.
#
#   Benchmarks/Scripts/measure_server.sh [seconds] [connections]
#
# Builds the server in release, starts it on 127.0.0.1 (a free port), runs wrk (Debian package
# `wrk`, installed when missing) on each route after a short warm-up, and stops the server.
# RECORD overrides the JSON posted (it must be answered 201); THREADS sets wrk's threads (2).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
duration="${1:-10}"
connections="${2:-16}"
threads="${THREADS:-2}"
default_record='{"name":"Ada Lovelace","card":"4242424242424242","expiry":"1230","cvc":"123"}'
record="${RECORD:-$default_record}"

if ! command -v wrk >/dev/null; then
  as_root=()
  [ "$(id -u)" -ne 0 ] && as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq wrk >/dev/null
fi

package="$root/Examples/ValidatorKitServer"
# Its own scratch folder, so a debug build or test run in .build never waits for this one.
release=(swift build -c release --scratch-path "$package/.build-release")
(cd "$package" && "${release[@]}" --product validator-server >&2)
server="$(cd "$package" && "${release[@]}" --show-bin-path)/validator-server"

work="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

"$server" --specs "$root/Examples/Specs" --host 127.0.0.1 --port 0 --baseline --log-level info >"$work/server.log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 100); do
  port="$(grep -o 'address=127\.0\.0\.1:[0-9]*' "$work/server.log" | head -1 | cut -d: -f2 || true)"
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.1
done
[ -n "$port" ] || { echo "the server did not report its port" >&2; cat "$work/server.log" >&2; exit 1; }

# wrk's Lua: every request is the same POST. The record is passed through the environment.
cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = os.getenv("RECORD")
wrk.headers["Content-Type"] = "application/json"
LUA

status_of() {
  # One request with bash's /dev/tcp: the status code of POST $1.
  exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf 'POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %s\r\nConnection: close\r\n\r\n%s' \
    "$1" "$(printf %s "$record" | wc -c)" "$record" >&3
  head -1 <&3 | cut -d' ' -f2
  exec 3<&-
}
[ "$(status_of /payment)" = "201" ] || { echo "POST /payment does not answer 201 for RECORD=$record" >&2; exit 1; }
[ "$(status_of /_baseline/payment)" = "200" ] || { echo "POST /_baseline/payment does not answer 200" >&2; exit 1; }

measure() {
  export RECORD="$record"
  wrk -t"$threads" -c"$connections" -d2s -s "$work/post.lua" "http://127.0.0.1:$port$1" >/dev/null
  wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s "$work/post.lua" "http://127.0.0.1:$port$1" >"$work/wrk.txt"
  if grep -q 'Non-2xx' "$work/wrk.txt"; then
    echo "$1: some answers were not 2xx" >&2
    cat "$work/wrk.txt" >&2
    exit 1
  fi
  grep -A4 'Latency Distribution' "$work/wrk.txt" | tail -4 | sed "s|^|  $1 latency |" >&2
  awk '/Requests\/sec/ { print $2 }' "$work/wrk.txt"
}

validated="$(measure /payment)"
baseline="$(measure /_baseline/payment)"
echo "machine: $(nproc) cores, $(uname -sr); wrk -t$threads -c$connections -d${duration}s on 127.0.0.1"
echo "POST /payment (validated):           $validated requests/s"
echo "POST /_baseline/payment (no validator): $baseline requests/s"
awk -v v="$validated" -v b="$baseline" 'BEGIN { printf "validated / baseline: %.3f\n", v / b }'
