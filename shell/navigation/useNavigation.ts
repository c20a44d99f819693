// The navigation groups, loaded once for the header, the footer and service links.
import { navigationGroups } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { entryHref, type NavGroupInput } from './mainNav';

export const NAVIGATION_KEY = 'navigation';

export function useNavigationGroups() {
  return useQuery(NAVIGATION_KEY, navigationGroups);
}

/** Services outside every nav group still need a /{group}/item/{slug} address. */
export const FALLBACK_SERVICE_GROUP = 'services';

export function serviceHref(groups: readonly NavGroupInput[], slug: string): string {
  for (const group of groups) {
    const entry = group.entries.find((e) => e.collection === 'ui-service' && e.slug === slug);
    if (entry) return entryHref(group.name, entry);
  }
  return `/${FALLBACK_SERVICE_GROUP}/item/${slug}`;
}

export function useServiceHref(): (slug: string) => string {
  const state = useNavigationGroups();
  const groups = state.status === 'ready' ? state.data : [];
  return (slug) => serviceHref(groups, slug);
}
