#!/usr/bin/env bash
# Starts a throwaway local Redis for the shared rate-limit tests (no persistence, loopback only); idempotent.
# Prints the export line.
#
# Usage: .ci/redis-setup.sh          (as root, or a user with sudo, when redis-server must be installed)
#        eval "$(.ci/redis-setup.sh | tail -n 1)"
# Env:   REDIS_TEST_PORT (default 6390).
set -euo pipefail

REDIS_TEST_PORT="${REDIS_TEST_PORT:-6390}"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
log() { echo "redis-setup: $*" >&2; }

if ! command -v redis-server >/dev/null 2>&1; then
  log "redis-server not found; installing redis-server with apt-get"
  $SUDO apt-get update -y >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y redis-server >&2
fi

if ! redis-cli -p "$REDIS_TEST_PORT" ping 2>/dev/null | grep -q PONG; then
  log "starting redis-server on 127.0.0.1:$REDIS_TEST_PORT"
  redis-server --port "$REDIS_TEST_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --dir /tmp --logfile "/tmp/redis-test-$REDIS_TEST_PORT.log" >&2
  for _ in $(seq 1 50); do
    redis-cli -p "$REDIS_TEST_PORT" ping 2>/dev/null | grep -q PONG && break
    sleep 0.1
  done
  redis-cli -p "$REDIS_TEST_PORT" ping 2>/dev/null | grep -q PONG || { log "redis-server did not answer"; exit 1; }
fi
echo "export TEST_REDIS_URL=redis://127.0.0.1:$REDIS_TEST_PORT"
