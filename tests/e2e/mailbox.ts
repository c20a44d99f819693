// The dev mailbox opens only with the server's key: playwright.config.ts gives the started
// server DEV_MAILBOX_KEY (E2E_BASE_URL users set it to their server's key themselves).
export function mailboxPath(path: '/dev/mailbox' | '/dev/mailbox.json' = '/dev/mailbox.json'): string {
  return `${path}?key=${encodeURIComponent(process.env.DEV_MAILBOX_KEY ?? '')}`;
}
