// The portal's preview of a draft from the group's CMS (shell/pages/PreviewPage.tsx): the one
// portal page another origin may frame, and only the CMS (server/app.ts, frame-ancestors).
export const isPreviewPath = (path: string): boolean => path.startsWith('/preview/');
