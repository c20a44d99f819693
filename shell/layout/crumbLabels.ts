// Pages name their own breadcrumb (an article's title reads better than its slug). The
// breadcrumbs sit outside the page in the layout, so the name travels through this store.
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
