// Settings the CMS holds but the portal's server acts on (a group's clinic sites, a clinic's
// booking settings) are given to the server before the CMS saves them, with the content
// webhook's secret (shared/content/webhook.ts). A server that does not answer, or refuses,
// fails the save with its reason, so the two never disagree.
import { APIError } from 'payload';
import { NOTIFY_TIMEOUT_MS } from './contentChanged';
import { PORTAL_URL } from './portal';

/** PUTs `body` to the portal's `path` for `vetId`; the answer, or an APIError naming `what` ('the sites'). */
export async function givePortal<T>(path: string, { vetId, key, body, what }: { vetId: string; key: string; body: unknown; what: string }): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${PORTAL_URL}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'x-vet-id': vetId, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
  } catch {
    throw new APIError(`The portal (${PORTAL_URL}) did not answer, so ${what} were not saved. Try again when it is running.`, 502, null, true);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    const reason = answer.message?.replace(/\.$/, '') ?? `it answered ${res.status}`;
    throw new APIError(`The portal did not take ${what}: ${reason}. Nothing was saved.`, 502, null, true);
  }
  return (await res.json()) as T;
}
