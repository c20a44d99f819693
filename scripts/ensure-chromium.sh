#!/usr/bin/env bash
# The e2e tests and benchmarks drive Debian's Chromium (Playwright cannot download its own
# browser on these machines). Install it when missing and we are root; otherwise say what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› Installing Chromium from Debian's packages (apt-get install chromium)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests but $CHROMIUM was not found." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
