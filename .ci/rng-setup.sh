#!/usr/bin/env bash
# Installs dieharder for the randomness battery (npm run certify:rng; its short version runs in the suite); idempotent.
#
# Usage: .ci/rng-setup.sh   (as root, or a user with sudo)
set -euo pipefail

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

if command -v dieharder >/dev/null 2>&1; then exit 0; fi
echo "rng-setup: installing dieharder with apt-get" >&2
if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y dieharder >&2; then
  $SUDO apt-get update -y >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y dieharder >&2
fi
command -v dieharder >/dev/null 2>&1 || { echo "rng-setup: dieharder is still missing" >&2; exit 1; }
