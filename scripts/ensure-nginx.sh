#!/usr/bin/env bash
# The reverse-proxy suite (tests/reliability/proxy.test.ts) and the multi-process bench put
# Debian's nginx in front of the server. Install it when missing and we are root; otherwise say
# so and carry on: that suite then skips, saying why, and the rest still run.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› Installing nginx from Debian's packages (apt-get install nginx)…"
  export DEBIAN_FRONTEND=noninteractive
  # The package would start Debian's own nginx on port 80; the suites start their own.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  if apt-get update -qq && apt-get install -y -qq nginx >/dev/null && [ -x "$NGINX" ]; then exit 0; fi
fi
echo "nginx was not found at $NGINX and could not be installed: the reverse-proxy suite will be skipped." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install nginx) or set NGINX_PATH to an nginx binary." >&2
exit 0
