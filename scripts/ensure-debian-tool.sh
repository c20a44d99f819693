#!/usr/bin/env bash
# Installs a tool a test suite needs from Debian's packages when it is missing and we are root;
# otherwise says so and carries on: that suite then skips, saying why, and the rest still run.
# Usage: ensure-debian-tool.sh <binary path> <package> <what is skipped without it> <override variable>
set -euo pipefail
BINARY="$1" PACKAGE="$2" SKIPPED="$3" OVERRIDE="$4"
if [ -x "$BINARY" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› Installing $(basename "$BINARY") from Debian's packages (apt-get install $PACKAGE)…"
  export DEBIAN_FRONTEND=noninteractive
  # The package would start its own service (nginx on port 80, Prometheus on 9090); the suites
  # start what they need themselves.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends "$PACKAGE" >/dev/null && [ -x "$BINARY" ]; then exit 0; fi
fi
echo "$(basename "$BINARY") was not found at $BINARY and could not be installed: $SKIPPED will be skipped." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install $PACKAGE) or set $OVERRIDE to a $(basename "$BINARY") binary." >&2
exit 0
