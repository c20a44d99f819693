#!/usr/bin/env bash
# The reverse-proxy suite (tests/reliability/proxy.test.ts) and the multi-process bench put
# Debian's nginx in front of the server.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-tool.sh" "${NGINX_PATH:-/usr/sbin/nginx}" nginx 'the reverse-proxy suite' NGINX_PATH
