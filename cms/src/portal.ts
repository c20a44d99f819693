// The portal and API server the CMS works with (the reference server, `npm start`): its API
// feeds the widget block's pickers, and its /preview page shows a draft beside the form.
export const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

/** The collections whose documents are pages of their own on the portal, previewed there (shell/pages/PreviewPage.tsx's list). */
export const PREVIEWED = ['ui-page', 'ui-clinic', 'ui-news', 'navigation'] as const;
