// Debian's Chromium as every Playwright run here drives it (playwright.config.ts and
// cms/playwright.config.ts): no sandbox as root, and none of the background traffic this
// machine's closed network refuses.
import { devices, type PlaywrightTestConfig } from '@playwright/test';

export const chromiumUse = {
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
} satisfies PlaywrightTestConfig['use'];

export const chromiumProjects: PlaywrightTestConfig['projects'] = [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }];
