// The files operators install from deploy/ (docs/operations.md) are checked by the tools that
// load them: nginx -t on the site (with the test machine's addresses and certificates swapped in,
// as the reverse-proxy suite runs it), promtool on Prometheus's scrape config and its alert rules,
// systemd-analyze on the units. Each check skips, saying why, when its tool is not installed
// (scripts/ensure-nginx.sh and scripts/ensure-promtool.sh install them when root).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNginxSite, nginxMissing } from '../../scripts/nginx';
import { ROOT } from './server';

const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const deploy = (...path: string[]) => join(ROOT, 'deploy', ...path);

const skipped = (why: string | undefined) => {
  if (why) console.warn(`Skipping: ${why}.`);
  return !!why;
};

describe('deploy/', () => {
  it.skipIf(skipped(nginxMissing()))('nginx accepts the site (nginx -t)', async () => {
    expect(await checkNginxSite()).toMatch(/test is successful/);
  });

  it.skipIf(skipped(existsSync(PROMTOOL) ? undefined : `promtool not found at ${PROMTOOL} (bash scripts/ensure-promtool.sh installs it when root)`))(
    "promtool accepts Prometheus's scrape config and the alert rules it loads",
    () => {
      const config = spawnSync(PROMTOOL, ['check', 'config', deploy('prometheus', 'prometheus.yml')], { encoding: 'utf8' });
      expect(config.status, config.stdout + config.stderr).toBe(0);
      expect(config.stdout).toMatch(/SUCCESS: 1 rule files found/);
      const rules = spawnSync(PROMTOOL, ['check', 'rules', deploy('prometheus', 'alerts.yml')], { encoding: 'utf8' });
      expect(rules.status, rules.stdout + rules.stderr).toBe(0);
      expect(rules.stdout).toMatch(/SUCCESS: [1-9]\d* rules found/);
    },
  );

  it.skipIf(skipped(existsSync(SYSTEMD_ANALYZE) ? undefined : `systemd-analyze not found at ${SYSTEMD_ANALYZE}`))(
    'systemd reads the units without a warning',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'vet-units-'));
      try {
        const units: string[] = [];
        for (const name of readdirSync(deploy('systemd'))) {
          // A template is checked as one of its instances; node where this machine has it.
          const unit = name.replace('@.service', '@3101.service');
          const text = readFileSync(deploy('systemd', name), 'utf8');
          if (existsSync('/usr/bin/node')) copyFileSync(deploy('systemd', name), join(dir, unit));
          else writeFileSync(join(dir, unit), text.replaceAll('/usr/bin/node ', `${process.execPath} `));
          units.push(join(dir, unit));
        }
        const verify = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', ...units], { encoding: 'utf8' });
        expect(verify.status, verify.stderr).toBe(0);
        expect(verify.stderr.trim()).toBe('');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('docs/operations.md links every deploy file and copies none of them', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
    for (const path of [
      'nginx/vet-widgets.conf',
      'systemd/vet-api@.service',
      'systemd/vet-cms.service',
      'systemd/vet-backup.service',
      'systemd/vet-backup.timer',
      'prometheus/prometheus.yml',
      'prometheus/alerts.yml',
    ])
      expect(doc.includes(`(../deploy/${path})`), `a link to ../deploy/${path}`).toBe(true);
    // A copy would drift from the file: none of their lines appear in the page.
    expect(/^\s*(upstream vet_api|proxy_cache_path|ExecStart=|\[Service\]|- alert:)/m.exec(doc)?.[0]).toBeUndefined();
  });
});
