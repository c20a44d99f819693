// A page that learns its name in the browser only (a product from its widget, a shared
// photo, a draft's preview) names its breadcrumb through this store: the breadcrumbs sit
// outside the page in the layout. Pages made of content are named by the breadcrumbs
// themselves, from the same answer (./Breadcrumbs.tsx), so the server's HTML has the name too.
import { useEffect } from 'react';
import { create } from 'zustand';
import { normalizePath } from '../navigation/paths';

/** A page's crumbs read as another path's: `on`, the page's own path, shows the trail of `as`. */
export interface CrumbTrail {
  on: string;
  as: string;
}

export const useCrumbLabels = create<{ labels: Record<string, string>; trail: CrumbTrail | null }>(() => ({ labels: {}, trail: null }));

export function useCrumbLabel(pathname: string, label: string | null | undefined): void {
  useEffect(() => {
    if (!label) return;
    const path = normalizePath(pathname);
    useCrumbLabels.setState((s) => ({ labels: { ...s.labels, [path]: label } }));
  }, [pathname, label]);
}

/**
 * The crumbs of `pathname` read as those of `as` (a draft's preview as the page it will be
 * published at), for as long as the page that asks is shown; `as` null leaves them as they are.
 */
export function useCrumbTrail(pathname: string, as: string | null | undefined): void {
  useEffect(() => {
    if (!as) return;
    const trail = { on: normalizePath(pathname), as: normalizePath(as) };
    useCrumbLabels.setState({ trail });
    return () => useCrumbLabels.setState((s) => (s.trail === trail ? { trail: null } : s));
  }, [pathname, as]);
}
