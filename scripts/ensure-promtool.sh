#!/usr/bin/env bash
# The alert rules operators load into Prometheus (deploy/prometheus/alerts.yml) are checked with
# promtool by tests/reliability/deploy-files.test.ts. Debian's `prometheus` package carries it:
# install it when missing and we are root; otherwise say so and carry on (that check then skips,
# saying why, and the rest still run).
set -euo pipefail
PROMTOOL="${PROMTOOL_PATH:-/usr/bin/promtool}"
if [ -x "$PROMTOOL" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› Installing promtool from Debian's packages (apt-get install prometheus)…"
  export DEBIAN_FRONTEND=noninteractive
  # The package would start a Prometheus server on port 9090; only its promtool is wanted.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends prometheus >/dev/null && [ -x "$PROMTOOL" ]; then exit 0; fi
fi
echo "promtool was not found at $PROMTOOL and could not be installed: the alert rules check will be skipped." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install prometheus) or set PROMTOOL_PATH to a promtool binary." >&2
exit 0
