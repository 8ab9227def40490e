#!/usr/bin/env bash
# Run after the test suite: fails when a test left anything behind. Processes still running a program from this
# checkout's .build folder (the app, the fixture server, the tmux servers around them), and temporary folders
# (lw-*) made since the suite started, are listed, cleaned up, and the run fails.
set -uo pipefail
root=${1:?usage: check-leftovers.sh CHECKOUT STARTED-MARKER}
marker=${2:?usage: check-leftovers.sh CHECKOUT STARTED-MARKER}
sleep 1  # a pane prints its exit status and closes; give tmux a moment
status=0
processes=$(pgrep -af -- "$root/.build/" | grep -v -e check-leftovers -e pgrep || true)
if [ -n "$processes" ]; then
  echo "error: tests left processes running:" >&2
  echo "$processes" >&2
  pkill -f -- "$root/.build/" || true
  status=1
fi
folders=$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'lw-*' -newer "$marker" 2>/dev/null || true)
if [ -n "$folders" ]; then
  echo "error: tests left temporary folders:" >&2
  echo "$folders" >&2
  echo "$folders" | xargs rm -rf
  status=1
fi
[ $status = 0 ] && echo "No processes or temporary folders left behind."
exit $status
