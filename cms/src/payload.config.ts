// The vet group's CMS: the portal's content collections (src/collections/content.ts), edited
// per vet group, stored in SQLite by default (CMS_DATA_DIR/cms.db, cms/data/cms.db) or
// PostgreSQL when DATABASE_URL names one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { buildConfig, type DatabaseAdapterObj } from 'payload';
import sharp from 'sharp';
import { contentCollections } from './collections/content';
import { Media, Users, VetGroups } from './collections/platform';
import { PORTAL_URL, PREVIEWED } from './portal';
import { previewToken } from './preview';
import { ADMIN_TIME_ZONE, jobs } from './schedule';
import { redirects } from './redirects';
import { seo } from './seo';
import { editor } from './richText';
import { cmsDataDir, contentWebhookSecret, payloadSecret } from './secrets';

const here = path.dirname(fileURLToPath(import.meta.url));

function database(): DatabaseAdapterObj {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres')) {
    return postgresAdapter({ pool: { connectionString: url }, idType: 'uuid', schemaName: process.env.CMS_DB_SCHEMA ?? 'cms' });
  }
  const file = process.env.CMS_SQLITE_FILE ?? path.join(cmsDataDir(), 'cms.db');
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  return sqliteAdapter({ client: { url: file === ':memory:' ? ':memory:' : `file:${file}` }, idType: 'uuid' });
}

// Both secrets, or a refusal to start in production without them (src/secrets.ts).
const secret = payloadSecret();
contentWebhookSecret();

export default buildConfig({
  serverURL: process.env.CMS_URL ?? `http://localhost:${process.env.CMS_PORT ?? 3001}`,
  admin: {
    user: Users.slug,
    // New Zealand's way: 28 Nov 2026, 4:30 pm, in New Zealand's time.
    dateFormat: 'd MMM yyyy, h:mm a',
    timezones: { defaultTimezone: ADMIN_TIME_ZONE, supportedTimezones: [{ label: 'New Zealand', value: ADMIN_TIME_ZONE }] },
    // Payload's own icon: Gravatar's is an outside service (a broken image offline, and every
    // editor's email hash sent to it).
    avatar: 'default',
    importMap: { baseDir: here },
    // The draft as the portal shows it, beside the form (src/preview.ts; shell/pages/PreviewPage.tsx).
    livePreview: {
      collections: [...PREVIEWED],
      url: ({ data, collectionConfig, req }) =>
        collectionConfig && data?.id
          ? `${PORTAL_URL}/preview/${collectionConfig.slug}/${encodeURIComponent(String(data.id))}?token=${previewToken({ collection: collectionConfig.slug, id: String(data.id) }, req.payload.secret)}`
          : null,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 667 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  // The portal's content client reads from other origins and names its vet group in a header.
  cors: { origins: process.env.CMS_CORS_ORIGINS?.split(',') ?? '*', headers: ['x-vet-id'] },
  collections: [...contentCollections, Media, Users, VetGroups],
  editor,
  secret,
  db: database(),
  sharp,
  typescript: { outputFile: path.resolve(here, 'payload-types.ts'), autoGenerate: false },
  graphQL: { disable: true },
  jobs,
  plugins: [seo, redirects],
  telemetry: false,
});
