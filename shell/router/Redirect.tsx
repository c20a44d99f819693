// Replaces the current history entry (a missing page becomes /404 without a dead 'back').
// On the server the renderer answers with a redirect instead (shell/entry-server.tsx).
import { useEffect } from 'react';
import { navigate } from './history';
import { recordRedirect } from './serverRender';

export function Redirect({ to }: { to: string }) {
  if (typeof window === 'undefined') recordRedirect(to);
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
