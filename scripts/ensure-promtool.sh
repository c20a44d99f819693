#!/usr/bin/env bash
# The alert rules operators load into Prometheus (deploy/prometheus/alerts.yml) are checked with
# promtool by tests/reliability/deploy-files.test.ts; Debian's `prometheus` package carries it.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-tool.sh" "${PROMTOOL_PATH:-/usr/bin/promtool}" prometheus 'the alert rules check' PROMTOOL_PATH
