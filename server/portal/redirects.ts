// An old address of a moved page (the CMS's redirects, cms/src/redirects.ts): the portal answers
// a path it has no page for with a 301 to where the page is now, when the group's CMS says so.
import { contentPath } from '../../shared/content/paths';
import { safeHref } from '../../shared/format/link';
import { getFromCms, type FetchLike } from '../content/cms-fetch';

/** Where `path` leads now, or null (no redirect, or the CMS cannot say). */
export async function cmsRedirect(
  contentApi: string,
  vetId: string,
  path: string,
  doFetch: FetchLike = (url, init) => fetch(url, init),
): Promise<string | null> {
  const from = path.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams([
    ['where[from][equals]', from],
    ['depth', '1'],
    ['limit', '1'],
  ]);
  try {
    const answer = await getFromCms(doFetch, contentApi.replace(/\/+$/, ''), '/redirects', params, vetId);
    const to = ((answer.body as { docs?: { to?: { type?: unknown; reference?: { relationTo?: unknown; value?: unknown }; url?: unknown } }[] })?.docs ?? [])[0]
      ?.to;
    if (!answer.ok || !to) return null;
    const location = to.type === 'reference' ? contentPath(to.reference?.relationTo, to.reference?.value) : safeHref(to.url);
    // Never back to itself (a loop), never anywhere a link could not go.
    return location && location !== from ? location : null;
  } catch {
    return null;
  }
}
