#!/usr/bin/env bash
# Installs Debian's chromium at /usr/bin/chromium for the browser tests (test/http/browser.test.ts); idempotent.
#
# Usage: .ci/browser-setup.sh       (as root, or a user with sudo)
# The tests drive it headless with playwright-core; no browser is downloaded by npm.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

log() { echo "browser-setup: $*" >&2; }

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

if [ ! -x "$CHROMIUM" ]; then
  log "$CHROMIUM not found; installing chromium with apt-get"
  $SUDO apt-get update -y >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium >&2
fi

# Fails the CI step when the browser cannot start headless (missing libraries, broken package).
version=$("$CHROMIUM" --headless --no-sandbox --disable-gpu --version 2>/dev/null) || {
  log "$CHROMIUM is installed but does not run"
  exit 1
}
log "using $version at $CHROMIUM"
