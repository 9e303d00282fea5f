#!/usr/bin/env bash
# Measures the live form under load: PAGES pages of /forms/payment (100) connected to
# validator-server over their WebSockets on loopback, each typing the American Express test
# number into the card field and deleting it again, a key every PACE milliseconds (150, a
# person's pace), for SECONDS (20); each edit timed from sending it to its field's new state
# arriving; beside the same edits applied in-process to a FormSession of the same spec (the SDK's
# session product, records written as JSON), in the same run.
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

(cd "$root/Benchmarks" && swift build -c release --product LiveFormLoad >&2)
load="$(cd "$root/Benchmarks" && swift build -c release --show-bin-path)/LiveFormLoad"
source "$root/Benchmarks/Scripts/release_server.sh"
# Room for every page, whatever the default cap.
start_release_server --max-live-connections "$((pages + 10))"

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
