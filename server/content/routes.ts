// GET /content/api/{collection}, /{collection}/count and /{collection}/{id}: the reference
// content service with Payload CMS REST semantics (page, limit, pagination, sort, where,
// depth, select), read-only; or, when the group's CMS holds the content (CONTENT_API_URL), the
// same calls answered by the CMS (./cms-reader.ts), so widgets on clinic sites read what
// editors publish. Content belongs to the vet group named by X-Vet-Id (default tui-vets).
import { setAnswerHeader } from '../http/answerHeaders';
import { anyOrigin } from '../http/cors';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env';
import { tenancy } from '../http/tenancy';
import { contentCollections, isContentCollection } from './collections';
import type { ContentReader, ContentResult } from './service';
import { contentReaderOf } from './source';
import { keptAnswers } from '../cache/keptAnswers';

export const DEFAULT_VET_ID = 'tui-vets';
const VET_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

type Ctx = Context<AppEnv>;

export interface ContentRoutesOptions {
  /** How the vet group is read from a request; the default reads X-Vet-Id. */
  vetId?: (c: Ctx) => string | undefined;
}

function headerVetId(c: Ctx): string | undefined {
  const raw = c.req.header('x-vet-id')?.trim();
  if (!raw) return DEFAULT_VET_ID;
  return VET_ID.test(raw) ? raw : undefined;
}

const failure = (c: Ctx, status: 400 | 404 | 405, message: string) => c.json({ success: false, message, errors: [{ message }] }, status);

/** A service result as the answer: the value, or the failure with its status and message. */
const respond = <T>(c: Ctx, result: ContentResult<T>) => (result.ok ? c.json(result.value as object) : failure(c, result.status ?? 400, result.message));

/** Query entries as sent, with repeated keys kept (URLSearchParams decodes brackets and commas). */
const queryEntries = (c: Ctx) => [...new URL(c.req.url).searchParams.entries()];

/**
 * The routes over any reader (a fixed one, or one per request). Standalone, the vet group
 * comes from X-Vet-Id; mounted in the app (contentApi), from the platform's tenancy.
 */
export function contentRoutes(reader: ContentReader | ((c: Ctx) => ContentReader), options: ContentRoutesOptions = {}) {
  const readVetId = options.vetId ?? headerVetId;
  const readerFor = typeof reader === 'function' ? reader : () => reader;
  const app = new Hono<AppEnv>();

  // Widgets on clinic sites (the fundraiser, banners) read content cross-origin.
  app.use('*', anyOrigin({ methods: 'GET, OPTIONS', headers: 'x-vet-id, content-type' }));
  app.use('*', async (c, next) => {
    await next();
    // One URL, different content per vet group: caches must key on the header too.
    setAnswerHeader(c, 'Vary', 'X-Vet-Id', { append: true });
  });

  const resolve = (c: Ctx) => {
    const collection = c.req.param('collection') ?? '';
    if (!isContentCollection(collection)) {
      return { error: failure(c, 404, `Unknown collection '${collection}'. Collections: ${contentCollections.join(', ')}.`) };
    }
    const vetId = readVetId(c);
    if (!vetId) return { error: failure(c, 400, 'The X-Vet-Id header must be a vet group id (lower-case letters, digits and dashes).') };
    return { collection, vetId };
  };

  app.get('/:collection', async (c) => {
    const r = resolve(c);
    if ('error' in r) return r.error;
    return respond(c, await readerFor(c).list(r.vetId, r.collection, queryEntries(c)));
  });

  // Before /:id, as in Payload: a document cannot be called 'count'.
  app.get('/:collection/count', async (c) => {
    const r = resolve(c);
    if ('error' in r) return r.error;
    return respond(c, await readerFor(c).count(r.vetId, r.collection, queryEntries(c)));
  });

  app.get('/:collection/:id', async (c) => {
    const r = resolve(c);
    if ('error' in r) return r.error;
    const id = c.req.param('id');
    if (id.length > 200) return failure(c, 404, `No ${r.collection} document with that id.`);
    return respond(c, await readerFor(c).byId(r.vetId, r.collection, id, queryEntries(c)));
  });

  app.all('*', (c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? failure(c, 404, 'Not found: use /content/api/{collection} or /content/api/{collection}/{id}.')
      : failure(c, 405, 'The content service is read-only: use GET.'),
  );
  return app;
}

/**
 * What createApp mounts at /content/api: documents from the database (answers kept in memory
 * under the group's content version) or from the group's CMS (not kept: its edits bump no
 * version here); the group from the platform's tenancy middleware (X-Vet-Id, default
 * tui-vets; an unknown group is a 400).
 */
const ownContent = keptAnswers((c) => `content:${c.get('vetId')}`);
export const contentApi = new Hono<AppEnv>()
  .use('*', async (c, next) => (c.req.method === 'OPTIONS' ? next() : tenancy(c, next)))
  .use('*', async (c, next) => (c.get('deps').config.contentApiUrl ? next() : ownContent(c, next)))
  .route(
    '/',
    contentRoutes((c) => contentReaderOf(c.get('deps')), { vetId: (c) => c.get('vetId') }),
  );
