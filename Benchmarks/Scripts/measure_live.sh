#!/usr/bin/env bash
# Measures the live form under load: PAGES pages of /forms/payment (100) connected to
# validator-server over their WebSockets on loopback, each typing the American Express test
# number into the card field and deleting it again, a key every PACE milliseconds (150, a
# person's pace), for SECONDS (20); each edit timed from sending it to its field's new state
# arriving; beside the same edits applied in-process to a FormSession of the same spec (the demo
# engine, records written as JSON), in the same run.
#
#   Benchmarks/Scripts/measure_live.sh [output.json]
#
# The load average at the start is printed first: with other work on the two cores the figures
# mean little (`uptime`).
#
# Builds the server and the load tool (Benchmarks' LiveFormLoad) in release, starts the server on
# 127.0.0.1 (a free port), runs the load and stops the server. Prints the figures, and writes
# them as JSON to the file given.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
pages="${PAGES:-100}"
seconds="${SECONDS_OF_TYPING:-20}"
pace="${PACE:-150}"

package="$root/Examples/ValidatorKitServer"
# Its own scratch folder, as Scripts/measure_server.sh, so a debug build in .build never waits for it.
release=(swift build -c release --scratch-path "$package/.build-release")
(cd "$package" && "${release[@]}" --product validator-server >&2)
server="$(cd "$package" && "${release[@]}" --show-bin-path)/validator-server"
(cd "$root/Benchmarks" && swift build -c release --product LiveFormLoad >&2)
load="$(cd "$root/Benchmarks" && swift build -c release --show-bin-path)/LiveFormLoad"

work="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# Room for every page, however the default cap is set.
"$server" --specs "$root/Examples/Specs" --host 127.0.0.1 --port 0 --log-level info \
  --max-live-connections "$((pages + 10))" >"$work/server.log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 100); do
  port="$(grep -o 'address=127\.0\.0\.1:[0-9]*' "$work/server.log" | head -1 | cut -d: -f2 || true)"
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.1
done
[ -n "$port" ] || { echo "the server did not report its port" >&2; cat "$work/server.log" >&2; exit 1; }

start_load="$(cut -d' ' -f1-3 /proc/loadavg)"
start_date="$(date -u '+%Y-%m-%d %H:%M UTC')"
echo "load average at the start: $start_load"
(cd "$root" && "$load" --origin "http://127.0.0.1:$port" --form payment --spec Examples/Specs/payment.json \
  --pages "$pages" --seconds "$seconds" --pace-milliseconds "$pace" --json "$work/live.json")
if [ $# -ge 1 ]; then
  # The figures, and when and where they were measured (render_results.py says so when this is
  # not the run that heads RESULTS.md).
  run="$(printf '{"date":"%s","commit":"%s","loadAverage":"%s"}' "$start_date" \
    "$(git -C "$root" rev-parse --short HEAD)" "$start_load")"
  printf '{"run":%s,%s' "$run" "$(cut -c2- "$work/live.json")" >"$1"
fi
