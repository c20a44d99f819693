// A page that learns its name in the browser only (a product from its widget, a shared
// photo, a draft's preview) names its breadcrumb through this store: the breadcrumbs sit
// outside the page in the layout. Pages made of content are named by the breadcrumbs
// themselves, from the same answer (./Breadcrumbs.tsx), so the server's HTML has the name too.
import { useEffect } from 'react';
import { create } from 'zustand';
import { normalizePath } from '../navigation/paths';

export const useCrumbLabels = create<{ labels: Record<string, string> }>(() => ({ labels: {} }));

export function useCrumbLabel(pathname: string, label: string | null | undefined): void {
  useEffect(() => {
    if (!label) return;
    const path = normalizePath(pathname);
    useCrumbLabels.setState((s) => ({ labels: { ...s.labels, [path]: label } }));
  }, [pathname, label]);
}
