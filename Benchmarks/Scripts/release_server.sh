# Sourced by the measurement scripts that load validator-server (measure_server.sh,
# measure_live.sh), after `root` is set to the repository:
#
#   start_release_server [option …]
#
# builds validator-server in release, in a scratch folder of its own (.build-release, so a debug
# build or test run in .build never waits for it), starts it on 127.0.0.1 on a free port with
# the forms of Examples/Specs (with the simulated directory of taken usernames that signup.json's
# `username` plugin needs) and the options given, and waits until it listens. Sets `port`,
# `server_pid` and `work` (a temporary folder); on exit the server is stopped and `work` removed.

start_release_server() {
  local package="$root/Examples/ValidatorKitServer"
  local release=(swift build -c release --scratch-path "$package/.build-release")
  (cd "$package" && "${release[@]}" --product validator-server >&2)
  local server
  server="$(cd "$package" && "${release[@]}" --show-bin-path)/validator-server"

  work="$(mktemp -d)"
  server_pid=""
  trap stop_release_server EXIT
  "$server" --specs "$root/Examples/Specs" --demo-directory --host 127.0.0.1 --port 0 --log-level info "$@" >"$work/server.log" 2>&1 &
  server_pid=$!
  port=""
  for _ in $(seq 1 100); do
    port="$(grep -o 'address=127\.0\.0\.1:[0-9]*' "$work/server.log" | head -1 | cut -d: -f2 || true)"
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.1
  done
  [ -n "$port" ] || { echo "the server did not report its port" >&2; cat "$work/server.log" >&2; exit 1; }
}

stop_release_server() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
