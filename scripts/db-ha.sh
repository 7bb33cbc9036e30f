#!/usr/bin/env bash
# A PostgreSQL formation with automatic failover on this machine, for local use and the tests: a pg_auto_failover
# monitor and two nodes with synchronous replication (a commit is acknowledged once both nodes have it), run as the
# postgres user with their data under DB_HA_DIR, the monitor's health checks tuned as docs/operations.md says.
#
# Usage: scripts/db-ha.sh start    creates and starts the formation; prints DATABASE_URL=... (both nodes)
#        scripts/db-ha.sh stop     stops it and removes its data
#        scripts/db-ha.sh kill N   kills node N's machine: its postmaster and its keeper, with SIGKILL
#        scripts/db-ha.sh rejoin N runs node N's crash recovery, then its keeper (it rejoins as the standby)
#        scripts/db-ha.sh state    the formation's state as the monitor sees it
#        scripts/db-ha.sh wait     waits until one node is primary and the other its synchronous standby
# Env: DB_HA_DIR (default /tmp/hand-odds-ha), DB_HA_PORT (the monitor's port; the nodes take the next two; default
#      6000). Needs postgresql-15-auto-failover and pg-auto-failover-cli (.ci/run installs them).
set -euo pipefail

DIR="${DB_HA_DIR:-/tmp/hand-odds-ha}"
PORT="${DB_HA_PORT:-6000}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
log() { echo "db-ha: $*" >&2; }

# As the postgres user, with PostgreSQL's programs first and pg_autoctl's configuration, state and pid files inside
# the formation's folder (so that a new formation never meets an old one's).
as_postgres() {
  local vars=(PATH="$BIN:/usr/local/bin:/usr/bin:/bin" XDG_CONFIG_HOME="$DIR/.config" XDG_DATA_HOME="$DIR/.data"
    XDG_RUNTIME_DIR="$DIR/.run")
  if [ "$(id -un)" = "postgres" ]; then
    env "${vars[@]}" "$@"
  else
    runuser -u postgres -- env "${vars[@]}" "$@"
  fi
}

# A process and all its descendants (pg_autoctl's services rename themselves, so they are found by parent).
tree() {
  local child
  echo "$1"
  for child in $(pgrep -P "$1" 2>/dev/null); do tree "$child"; done
}

# Kills everything of a node (or the monitor) with SIGKILL: its pg_autoctl processes and its PostgreSQL's.
kill_all() {
  local pids=() f
  for f in "$DIR/.run/pg_autoctl$1"/*.pid "$1/postmaster.pid"; do
    # A stopping process removes its pid file: gone between the test and the read is the same as absent.
    pid="$(head -n 1 "$f" 2>/dev/null || true)"
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then mapfile -t -O "${#pids[@]}" pids < <(tree "$pid"); fi
  done
  if [ "${#pids[@]}" -gt 0 ]; then kill -9 "${pids[@]}" 2>/dev/null || true; fi
}

node_dir() { echo "$DIR/node$1"; }
monitor_uri() { echo "postgres://autoctl_node@127.0.0.1:$PORT/pg_auto_failover?sslmode=disable"; }
database_url() {
  echo "postgres://postgres@127.0.0.1:$((PORT + 1)),127.0.0.1:$((PORT + 2))/odds?target_session_attrs=read-write"
}

# A keeper (or the monitor's) running in the background with its log in the formation's folder.
run_keeper() {
  as_postgres bash -c "nohup pg_autoctl run --pgdata '$1' >>'$1.log' 2>&1 &"
}

state() {
  as_postgres pg_autoctl show state --pgdata "$DIR/monitor" 2>/dev/null
}

# Waits until one node is primary and the other secondary (its synchronous standby), up to $1 seconds.
wait_ready() {
  local deadline=$((SECONDS + ${1:-120}))
  until state | grep -Eq '\| +primary +\| +primary *$' && state | grep -Eq '\| +secondary +\| +secondary *$'; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "the formation did not settle:"
      state >&2 || true
      return 1
    fi
    sleep 0.5
  done
}

start() {
  if [ -d "$DIR" ]; then stop; fi
  mkdir -p "$DIR/.run"
  chown -R postgres "$DIR"
  chmod 700 "$DIR/.run"
  log "monitor on 127.0.0.1:$PORT"
  as_postgres pg_autoctl create monitor --pgdata "$DIR/monitor" --pgport "$PORT" --hostname 127.0.0.1 \
    --auth trust --no-ssl >>"$DIR/create.log" 2>&1
  # Failover in seconds: the monitor checks each node every second and considers it unhealthy after 3 s.
  cat >>"$DIR/monitor/postgresql.conf" <<EOF
pgautofailover.health_check_period = 1000
pgautofailover.health_check_timeout = 1000
pgautofailover.health_check_max_retries = 1
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = 3000
pgautofailover.primary_demote_timeout = 5000
pgautofailover.startup_grace_period = 3000
EOF
  run_keeper "$DIR/monitor"
  for _ in $(seq 1 100); do
    as_postgres psql -qAt "$(monitor_uri)" -c 'SELECT 1' >/dev/null 2>&1 && break
    sleep 0.2
  done
  for n in 1 2; do
    log "node $n on 127.0.0.1:$((PORT + n))"
    as_postgres pg_autoctl create postgres --pgdata "$(node_dir "$n")" --pgport "$((PORT + n))" \
      --hostname 127.0.0.1 --monitor "$(monitor_uri)" --dbname odds --auth trust --no-ssl \
      --name "node$n" >>"$DIR/create.log" 2>&1
    as_postgres pg_autoctl config set --pgdata "$(node_dir "$n")" timeout.network_partition_timeout 3 >/dev/null
    run_keeper "$(node_dir "$n")"
    if [ "$n" = 1 ]; then
      until state | grep -Eq 'primary|single'; do sleep 0.5; done
    fi
  done
  wait_ready 180
  log "ready"
  echo "DATABASE_URL=$(database_url)"
}

stop() {
  for d in "$DIR/node1" "$DIR/node2" "$DIR/monitor"; do
    [ -d "$d" ] && as_postgres pg_autoctl stop --pgdata "$d" --immediate >/dev/null 2>&1 || true
  done
  # Whatever is left of a killed node.
  for d in "$DIR/node1" "$DIR/node2" "$DIR/monitor"; do kill_all "$d"; done
  rm -rf "$DIR"
}

kill_node() {
  local d
  d="$(node_dir "$1")"
  kill_all "$d"
  log "node $1 killed"
}

rejoin() {
  local d
  d="$(node_dir "$1")"
  # Crash recovery first (single-user mode replays the WAL and exits), so that pg_rewind finds a clean shutdown.
  as_postgres postgres --single -D "$d" -c config_file="$d/postgresql.conf" postgres </dev/null >>"$d.log" 2>&1 || true
  run_keeper "$d"
  log "node $1 rejoining"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  kill) kill_node "$2" ;;
  rejoin) rejoin "$2" ;;
  state) state ;;
  wait) wait_ready "${2:-120}" ;;
  url) database_url ;;
  *)
    echo "usage: $0 start|stop|kill N|rejoin N|state|wait [seconds]|url" >&2
    exit 2
    ;;
esac
