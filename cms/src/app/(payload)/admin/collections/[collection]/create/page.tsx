// /admin/collections/{collection}/create: for a previewed collection, a saved draft at once
// (src/createDraft.ts); anything else, or a draft the CMS refuses, is Payload's own create form.
import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { createDraftFor } from '../../../../../../createDraft';
import { importMap } from '../../../importMap.js';

interface Args {
  params: Promise<{ collection: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

const asPayloadRoute = async (params: Args['params']) => ({ segments: ['collections', (await params).collection, 'create'] });

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params: asPayloadRoute(params), searchParams });

export default async function Page({ params, searchParams }: Args) {
  const { collection } = await params;
  const payload = await getPayload({ config });
  const id = await createDraftFor(payload, await headers(), collection);
  if (id) redirect(`${payload.config.routes.admin}/collections/${collection}/${encodeURIComponent(id)}`);
  return RootPage({ config, params: asPayloadRoute(params), searchParams, importMap });
}
