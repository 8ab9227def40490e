#!/bin/sh
# `make fuzz`: builds the libFuzzer targets (Fuzz/, -sanitize=fuzzer,address) and runs each for FUZZ_SECONDS,
# starting from its committed seeds (Fuzz/Corpus/<target>) copied into a scratch corpus under .build, so a run never
# changes the repository. Prints libFuzzer's own "Done N runs" line per target; a finding fails the run and leaves
# its reproducer in .build/fuzz/artifacts/<target>/ (rerun it: <binary> <reproducer>).
# usage: scripts/fuzz.sh SECONDS [target ...]   (targets: the folder names under Fuzz/Corpus; all by default)
set -u
seconds=${1:-60}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
targets=${*:-"terminal-input open-meteo alerts cap-alerts time-zone stored-files radar status-format"}
work="$root/.build/fuzz"

# One -sanitize=fuzzer,address: swiftc keeps only the last -sanitize flag, and SwiftPM's own --sanitize flags come out
# in a different order from run to run, so `--sanitize=fuzzer --sanitize=address` built without coverage about half
# the time. SwiftPM's --sanitize=fuzzer stays for what else it does: it leaves `main` to libFuzzer.
# lld, as the release builds use.
mkdir -p "$work"
echo "Building the fuzz targets (Fuzz/, -sanitize=fuzzer,address)…"
if ! (cd "$root/Fuzz" && swift build --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld) >"$work/build.log" 2>&1
then
  grep -E "error|warning" "$work/build.log" >&2
  echo "fuzz: the targets did not build (log: $work/build.log)" >&2
  exit 1
fi
bin="$root/Fuzz/.build/debug"

failed=""
for target in $targets; do
  # terminal-input → FuzzTerminalInput
  product=Fuzz$(echo "$target" | awk -F- '{ for (i = 1; i <= NF; i++) printf "%s", toupper(substr($i, 1, 1)) substr($i, 2) }')
  if [ ! -x "$bin/$product" ]; then
    echo "error: no fuzz target $target ($bin/$product did not build)" >&2
    failed="$failed $target"
    continue
  fi
  corpus="$work/corpus/$target"
  artifacts="$work/artifacts/$target"
  # The stored-files target writes files and AtomicFile fsyncs each: in memory (/dev/shm) that costs nothing.
  scratch="$work/scratch/$target"
  [ -d /dev/shm ] && [ -w /dev/shm ] && scratch="/dev/shm/lasso-fuzz-$$-$target"
  mkdir -p "$corpus" "$artifacts" "$scratch"
  cp "$root/Fuzz/Corpus/$target/"* "$corpus/"
  log="$work/$target.log"
  # No Swift backtracer: its memory reads trip AddressSanitizer and bury the fatal error under a second report.
  SWIFT_BACKTRACE=enable=no LASSO_FUZZ_SCRATCH="$scratch" "$bin/$product" -max_total_time="$seconds" -artifact_prefix="$artifacts/" \
    -timeout=10 -rss_limit_mb=2048 "$corpus" >"$log" 2>&1
  status=$?
  case "$scratch" in /dev/shm/*) rm -rf "$scratch" ;; esac
  done_line=$(grep -E '^Done [0-9]+ runs' "$log" | tail -n 1)
  # A binary linked without the coverage counters fuzzes blind (libFuzzer only warns): count that as a failure.
  counters=$(sed -n 's/^INFO: Loaded 1 modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -n 1)
  if [ "${counters:-0}" -lt 1000 ]; then
    echo "error: $product has ${counters:-no} coverage counters: built without -sanitize=fuzzer?" >&2
    status=1
  fi
  printf '%-15s %s\n' "$target:" "${done_line:-no Done line (see $log)}"
  if [ $status -ne 0 ]; then
    failed="$failed $target"
    grep -E 'invariant broken|ERROR: |SUMMARY: |Test unit written to' "$log" | head -n 5 | sed 's/^/    /'
  fi
done
if [ -n "$failed" ]; then
  echo "fuzz: findings in:$failed (logs in $work, reproducers in $work/artifacts)" >&2
  exit 1
fi
