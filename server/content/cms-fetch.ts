// One GET to the group's CMS (CONTENT_API_URL: Payload's REST API, the CMS in cms/), as every
// read of it from this server goes: the caller's vet group, no credentials, a time limit. What
// does not come back as an answer (down, slow, a 5xx, a success that is not JSON) is logged
// and thrown as a 503 (contentUnavailable): the caller's request is not at fault. A 4xx is the
// CMS refusing the query, and goes back to the caller to read.
import { contentUnavailable } from '../http/errors';
import { log } from '../ops/log';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A CMS that does not answer within this is treated as down (a page still goes out). */
export const REMOTE_TIMEOUT_MS = 3000;

export interface CmsAnswer {
  ok: boolean;
  status: number;
  /** The JSON body; undefined for a refusal whose body is not JSON. */
  body: unknown;
}

export async function getFromCms(doFetch: FetchLike, base: string, path: string, params: URLSearchParams, vetId: string): Promise<CmsAnswer> {
  const search = params.toString();
  const unavailable = (why: string) => {
    log.error({ cms: base, path, why }, 'The CMS did not answer');
    return contentUnavailable();
  };
  let res: Response;
  try {
    res = await doFetch(`${base}${path}${search ? `?${search}` : ''}`, {
      headers: { Accept: 'application/json', 'X-Vet-Id': vetId },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(error instanceof Error ? error.message : String(error));
  }
  if (res.status >= 500) throw unavailable(`it answered ${res.status}`);
  try {
    return { ok: res.ok, status: res.status, body: await res.json() };
  } catch (error) {
    if (!res.ok) return { ok: false, status: res.status, body: undefined };
    throw unavailable(error instanceof Error ? error.message : String(error));
  }
}
