#!/usr/bin/env bash
# `make demo`: the app against the local Open-Meteo-compatible fixture server, so it can be tried with no internet.
set -euo pipefail
bin=${1:-.build/release}
out=$(mktemp)
"$bin/weather-fixture-server" --port 0 >"$out" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 100); do
  url=$(grep -oE 'http://[0-9.:]+' "$out" | head -1 || true)
  [ -n "$url" ] && break
  sleep 0.05
done
[ -n "${url:-}" ] || { echo "demo: the fixture server did not start:" >&2; cat "$out" >&2; exit 1; }
LASSO_WEATHER_DEMO=1 LASSO_WEATHER_ALERTS_URL="$url" LASSO_WEATHER_METEOALARM_URL="$url" LASSO_WEATHER_AIR_QUALITY_URL="$url" \
  LASSO_WEATHER_ECCC_URL="$url" LASSO_WEATHER_ENSEMBLE_URL="$url" LASSO_WEATHER_ARCHIVE_URL="$url" LASSO_WEATHER_RADAR_URL="$url" LASSO_WEATHER_GEOCODING_URL="$url" "$bin/lasso-weather" --api-url "$url" "${@:2}"
