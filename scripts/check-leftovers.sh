#!/usr/bin/env bash
# Run after the test suite: fails when a test left anything behind. Processes still running a program from this
# checkout's .build folder (the app, the fixture server, the tmux servers around them), tmux sockets (lw-e2e-*) and
# temporary folders (lw-*) made since the suite started, are listed, cleaned up, and the run fails.
set -uo pipefail
root=${1:?usage: check-leftovers.sh CHECKOUT STARTED-MARKER}
marker=${2:?usage: check-leftovers.sh CHECKOUT STARTED-MARKER}
sleep 1  # a pane prints its exit status and closes; give tmux a moment
status=0
# /proc rather than pgrep: procps is not on every machine. Only the programs tests start count: the app and the
# fixture server built here, and the tmux servers (private sockets lw-e2e-*) running them; never a compiler.
pids=()
processes=""
for dir in /proc/[0-9]*; do
  pid=${dir#/proc/}
  [ "$pid" = $$ ] && continue
  { cmd=$(tr '\0' ' ' < "$dir/cmdline"); } 2>/dev/null || continue
  program=${cmd%% *}
  case "$program" in
    "$root/.build/"*/lasso-weather | "$root/.build/"*/weather-fixture-server) ;;
    tmux) case "$cmd" in *"-L lw-e2e-"*"$root/.build/"*) ;; *) continue ;; esac ;;
    *) continue ;;
  esac
  pids+=("$pid")
  processes+="$pid $cmd"$'\n'
done
if [ ${#pids[@]} -gt 0 ]; then
  echo "error: tests left processes running:" >&2
  printf '%s' "$processes" >&2
  kill -9 "${pids[@]}" 2>/dev/null || true
  status=1
fi
# Each tmux server's socket goes with its test (TmuxServer.stop removes it).
sockets=$(find "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)" -maxdepth 1 -name 'lw-e2e-*' -newer "$marker" 2>/dev/null || true)
if [ -n "$sockets" ]; then
  echo "error: tests left $(echo "$sockets" | wc -l) tmux sockets (lw-e2e-*):" >&2
  echo "$sockets" | head -5 >&2
  echo "$sockets" | xargs rm -f
  status=1
fi
folders=$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'lw-*' -newer "$marker" 2>/dev/null || true)
if [ -n "$folders" ]; then
  echo "error: tests left temporary folders:" >&2
  echo "$folders" >&2
  echo "$folders" | xargs rm -rf
  status=1
fi
[ $status = 0 ] && echo "No processes, tmux sockets or temporary folders left behind."
exit $status
