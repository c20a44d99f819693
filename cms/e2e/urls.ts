// Where the e2e run serves the portal and the CMS (playwright.config.ts starts both).
export const PORTAL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4320}`;
export const CMS = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 3320}`;
