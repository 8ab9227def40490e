#!/usr/bin/env bash
# `make demo`: the app against the local Open-Meteo-compatible fixture server, so it can be tried with no internet.
set -euo pipefail
bin=${1:-.build/release}
out=$(mktemp)
"$bin/weather-fixture-server" --port 0 --environment >"$out" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 100); do
  url=$(grep -oE 'http://[0-9.:]+' "$out" | head -1 || true)
  [ -n "$url" ] && break
  sleep 0.05
done
[ -n "${url:-}" ] || { echo "demo: the fixture server did not start:" >&2; cat "$out" >&2; exit 1; }
# Every other service points at the same server: the server prints one VARIABLE=URL line per service of the
# app's endpoint table (ServiceEndpoints), so a new service needs no line here.
for _ in $(seq 100); do grep -q '^LASSO_WEATHER_' "$out" && break; sleep 0.05; done
while IFS= read -r line; do
  case "$line" in LASSO_WEATHER_*=*) export "${line?}" ;; esac
done <"$out"
LASSO_WEATHER_DEMO=1 "$bin/lasso-weather" --api-url "$url" "${@:2}"
