// Replaces the current history entry (a missing page becomes /404 without a dead 'back').
import { useEffect } from 'react';
import { navigate } from './history';

export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
