#!/usr/bin/env bash
# Installs pg_auto_failover for the failover suite (scripts/db-ha.sh runs the formation): the extension for the
# installed PostgreSQL and pg_autoctl; idempotent.
#
# Usage: .ci/ha-setup.sh   (as root, or a user with sudo)
set -euo pipefail

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
log() { echo "ha-setup: $*" >&2; }

if command -v pg_autoctl >/dev/null 2>&1; then exit 0; fi
version="$(ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -n 1)"
version="${version:-15}"
log "installing postgresql-$version-auto-failover and pg-auto-failover-cli with apt-get"
if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "postgresql-$version-auto-failover" pg-auto-failover-cli >&2
then
  $SUDO apt-get update -y >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "postgresql-$version-auto-failover" pg-auto-failover-cli >&2
fi
command -v pg_autoctl >/dev/null 2>&1 || { log "pg_autoctl is still missing"; exit 1; }
