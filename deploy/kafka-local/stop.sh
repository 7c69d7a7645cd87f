#!/usr/bin/env bash
# Stops the broker started by start.sh (its own pid only) and waits for it to exit. KAFKA_FRESH=1 also deletes run/.
set -euo pipefail
run="${KAFKA_RUN_DIR:-$(cd "$(dirname "$0")" && pwd)/run}"
if [ -f "$run/broker.pid" ]; then
  pid=$(cat "$run/broker.pid")
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
    printf '[kafka-local] stopped (pid %s)\n' "$pid" >&2
  fi
  rm -f "$run/broker.pid"
fi
[ "${KAFKA_FRESH:-0}" = 1 ] && rm -rf "$run"
exit 0
