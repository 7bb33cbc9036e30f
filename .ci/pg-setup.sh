#!/usr/bin/env bash
# Starts a local PostgreSQL and creates the test role and database; idempotent. Prints the export line.
#
# Usage: .ci/pg-setup.sh            (as root, or a user with sudo)
#        eval "$(.ci/pg-setup.sh | tail -n 1)"
# Env:   PG_VERSION (default: the newest installed, else 15), PG_CLUSTER (main), PG_PORT (5432),
#        PG_TEST_USER (odds), PG_TEST_PASSWORD (odds), PG_TEST_DB (odds_test).
set -euo pipefail

PG_CLUSTER="${PG_CLUSTER:-main}"
PG_PORT="${PG_PORT:-5432}"
PG_TEST_USER="${PG_TEST_USER:-odds}"
PG_TEST_PASSWORD="${PG_TEST_PASSWORD:-odds}"
PG_TEST_DB="${PG_TEST_DB:-odds_test}"

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

log() { echo "pg-setup: $*" >&2; }

as_postgres() {
  if [ -n "$SUDO" ]; then sudo -u postgres "$@"; else su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
}

# 1. Install PostgreSQL only when the cluster tools are missing.
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "pg_ctlcluster not found; installing postgresql with apt-get"
  $SUDO apt-get update -y >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y postgresql >&2
fi

PG_VERSION="${PG_VERSION:-$(ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -n 1)}"
PG_VERSION="${PG_VERSION:-15}"

# pg_partman makes the history's months (migration 026); the migration creates the extension, the package must be
# there.
if [ ! -f "/usr/share/postgresql/$PG_VERSION/extension/pg_partman.control" ]; then
  log "installing postgresql-$PG_VERSION-partman with apt-get"
  if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "postgresql-$PG_VERSION-partman" >&2; then
    $SUDO apt-get update -y >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "postgresql-$PG_VERSION-partman" >&2
  fi
fi

# 2. Create the cluster if the package did not, then start it (no-op when already running).
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$PG_VERSION $PG_CLUSTER"; then
  log "creating cluster $PG_VERSION/$PG_CLUSTER on port $PG_PORT"
  $SUDO pg_createcluster "$PG_VERSION" "$PG_CLUSTER" --port "$PG_PORT" >&2
fi
if ! pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1==v && $2==c {print $4}' | grep -q online; then
  log "starting cluster $PG_VERSION/$PG_CLUSTER"
  $SUDO pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start >&2
fi

# 3. Wait until it accepts connections.
for _ in $(seq 1 30); do
  if as_postgres psql -p "$PG_PORT" -Atqc 'SELECT 1' >/dev/null 2>&1; then
    break
  fi
  sleep 1
done

# 4. Role and database, created only when absent. SUPERUSER so tests may create schemas freely.
if [ "$(as_postgres psql -p "$PG_PORT" -Atqc "SELECT 1 FROM pg_roles WHERE rolname = '$PG_TEST_USER'")" != "1" ]; then
  log "creating role $PG_TEST_USER"
  as_postgres psql -p "$PG_PORT" -qc "CREATE ROLE \"$PG_TEST_USER\" LOGIN PASSWORD '$PG_TEST_PASSWORD' SUPERUSER" >&2
fi
if [ "$(as_postgres psql -p "$PG_PORT" -Atqc "SELECT 1 FROM pg_database WHERE datname = '$PG_TEST_DB'")" != "1" ]; then
  log "creating database $PG_TEST_DB"
  as_postgres createdb -p "$PG_PORT" -O "$PG_TEST_USER" "$PG_TEST_DB" >&2
fi

echo "export TEST_DATABASE_URL=postgres://$PG_TEST_USER:$PG_TEST_PASSWORD@127.0.0.1:$PG_PORT/$PG_TEST_DB"
