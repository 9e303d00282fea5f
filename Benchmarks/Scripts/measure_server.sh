#!/usr/bin/env bash
# Measures validator-server under load: requests per second for POST /payment (a valid record,
# every validator of Examples/Specs/payment.json runs) against POST /_baseline/payment (the same
# request read and parsed, no validator), and the ratio of the two; then the same for POST
# /profile (a valid nested record of Examples/Specs/profile.json: a group, a list of three phone
# numbers, an integer, a number, a boolean) against POST /_baseline/profile.
#
#   Benchmarks/Scripts/measure_server.sh [seconds] [connections] [results.json]
#
# Builds the server in release, starts it on 127.0.0.1 (a free port), and runs wrk (Debian
# package `wrk`, installed when missing) ROUNDS times (9) on each route and on its baseline, a
# round being one run of each, `seconds` (4) long after a one-second warm-up, the route first in
# odd rounds and the baseline first in even ones; then stops the server. wrk shares the machine's
# cores with the server, and other work on the machine comes and goes: a round's two runs, back
# to back, see nearly the same machine, so each round gives a ratio of its own and the ratio
# reported is the median of the rounds' ratios (the order taking turns so that neither side is
# always the one measured after the other). Each run also counts the server's processor time
# (user and system, /proc) per request, which depends much less on other work on the machine than
# requests per second do; its ratio is the median of the rounds' too. Prints each round and the
# ratios; with a third argument also writes them there as JSON (Benchmarks/run renders it).
# RECORD overrides the JSON posted to /payment, PROFILE_RECORD the one posted to /profile (each
# must be answered 201); THREADS sets wrk's threads (2); ROUTES the forms measured ("payment
# profile").
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
duration="${1:-4}"
connections="${2:-16}"
output="${3:-}"
threads="${THREADS:-2}"
rounds="${ROUNDS:-9}"
routes="${ROUTES:-payment profile}"
default_record='{"name":"Ada Lovelace","card":"4242424242424242","expiry":"1230","cvc":"123"}'
record="${RECORD:-$default_record}"
default_profile_record='{"name":"Ada Lovelace","age":36,"address":{"country":"GB","street":"12 Baker Street"},"phones":["+44 20 7946 0958","07400 123456","+44 161 496 0123"],"newsletter":true,"height":1.65,"email":"ada@example.com"}'
profile_record="${PROFILE_RECORD:-$default_profile_record}"

if ! command -v wrk >/dev/null; then
  as_root=()
  [ "$(id -u)" -ne 0 ] && as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq wrk >/dev/null
fi

source "$root/Benchmarks/Scripts/release_server.sh"
start_release_server --baseline

# wrk's Lua: every request is the same POST. The record is passed through the environment
# (RECORD, set by `measure` to the record of the form measured).
cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = os.getenv("RECORD")
wrk.headers["Content-Type"] = "application/json"
LUA

status_of() {
  # One request with bash's /dev/tcp: the status code of POST $1 with the body $2.
  exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf 'POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %s\r\nConnection: close\r\n\r\n%s' \
    "$1" "$(printf %s "$2" | wc -c)" "$2" >&3
  head -1 <&3 | cut -d' ' -f2
  exec 3<&-
}
for route in $routes; do
  body="$record"
  [ "$route" = profile ] && body="$profile_record"
  [ "$(status_of "/$route" "$body")" = "201" ] || { echo "POST /$route does not answer 201 for $body" >&2; exit 1; }
  [ "$(status_of "/_baseline/$route" "$body")" = "200" ] || { echo "POST /_baseline/$route does not answer 200" >&2; exit 1; }
done

server_ticks() {
  # The server's processor time so far, user and system, in clock ticks (/proc/PID/stat).
  awk '{ print $14 + $15 }' "/proc/$server_pid/stat"
}

measure() {
  # Requests per second of POST $1 with the body $2, after a 1 s warm-up, and the server's
  # processor time per request in µs.
  export RECORD="$2"
  wrk -t"$threads" -c"$connections" -d1s -s "$work/post.lua" "http://127.0.0.1:$port$1" >/dev/null
  local ticks_before ticks_after
  ticks_before="$(server_ticks)"
  wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s "$work/post.lua" "http://127.0.0.1:$port$1" >"$work/wrk.txt"
  ticks_after="$(server_ticks)"
  if grep -q 'Non-2xx' "$work/wrk.txt"; then
    echo "$1: some answers were not 2xx" >&2
    cat "$work/wrk.txt" >&2
    exit 1
  fi
  grep -A4 'Latency Distribution' "$work/wrk.txt" | tail -4 | sed "s|^|  $1 latency |" >&2
  awk -v ticks="$((ticks_after - ticks_before))" -v hertz="$(getconf CLK_TCK)" '
    /requests in/ { requests = $1 }
    /Requests\/sec/ { rate = $2 }
    END { printf "%s %.1f\n", rate, ticks / hertz * 1e6 / requests }' "$work/wrk.txt"
}

median() {
  # The median of the numbers given as arguments.
  printf '%s\n' "$@" | sort -g | awk '{ value[NR] = $1 } END { print (NR % 2) ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2 }'
}

ratio() {
  # $1 / $2, to three decimals.
  awk -v numerator="$1" -v denominator="$2" 'BEGIN { printf "%.3f", numerator / denominator }'
}

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -sr); wrk -t$threads -c$connections -d${duration}s on 127.0.0.1, $rounds rounds; load average $load_before before"
json_routes=""
for route in $routes; do
  body="$record"
  [ "$route" = profile ] && body="$profile_record"
  validated=()
  baseline=()
  validated_cpu=()
  baseline_cpu=()
  ratios=()
  cpu_ratios=()
  for round in $(seq 1 "$rounds"); do
    # The route first in odd rounds, its baseline first in even ones.
    if [ $((round % 2)) -eq 1 ]; then
      read -r validated_rate validated_each <<<"$(measure "/$route" "$body")"
      read -r baseline_rate baseline_each <<<"$(measure "/_baseline/$route" "$body")"
    else
      read -r baseline_rate baseline_each <<<"$(measure "/_baseline/$route" "$body")"
      read -r validated_rate validated_each <<<"$(measure "/$route" "$body")"
    fi
    validated+=("$validated_rate")
    validated_cpu+=("$validated_each")
    baseline+=("$baseline_rate")
    baseline_cpu+=("$baseline_each")
    ratios+=("$(ratio "$validated_rate" "$baseline_rate")")
    cpu_ratios+=("$(ratio "$baseline_each" "$validated_each")")
    printf 'round %s: POST /%s %s requests/s (%s µs CPU each), POST /_baseline/%s %s requests/s (%s µs CPU each): %s, CPU %s\n' \
      "$round" "$route" "$validated_rate" "$validated_each" "$route" "$baseline_rate" "$baseline_each" "${ratios[-1]}" "${cpu_ratios[-1]}"
  done
  validated_median="$(median "${validated[@]}")"
  baseline_median="$(median "${baseline[@]}")"
  ratio="$(median "${ratios[@]}")"
  cpu_ratio="$(median "${cpu_ratios[@]}")"
  echo "$route validated / baseline, median of $rounds rounds' ratios: $ratio (each round: ${ratios[*]});" \
    "server CPU per request, baseline / validated: $cpu_ratio (each round: ${cpu_ratios[*]})"
  json_routes+="$(printf '%s"%s":{"validated":[%s],"baseline":[%s],"validatedMedian":%s,"baselineMedian":%s,"ratios":[%s],"ratio":%s,' \
    "${json_routes:+,}" "$route" "$(IFS=,; echo "${validated[*]}")" "$(IFS=,; echo "${baseline[*]}")" \
    "$validated_median" "$baseline_median" "$(IFS=,; echo "${ratios[*]}")" "$ratio")"
  json_routes+="$(printf '"validatedCPUMicroseconds":[%s],"baselineCPUMicroseconds":[%s],"cpuRatios":[%s],"cpuRatio":%s}' \
    "$(IFS=,; echo "${validated_cpu[*]}")" "$(IFS=,; echo "${baseline_cpu[*]}")" "$(IFS=,; echo "${cpu_ratios[*]}")" "$cpu_ratio")"
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
echo "load average $load_after after"
if [ -n "$output" ]; then
  printf '{"seconds":%s,"connections":%s,"threads":%s,"rounds":%s,"loadBefore":"%s","loadAfter":"%s","routes":{%s}}\n' \
    "$duration" "$connections" "$threads" "$rounds" "$load_before" "$load_after" "$json_routes" >"$output"
fi
