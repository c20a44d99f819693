// `npm start` runs this: open the database (PGlite under DATA_DIR unless DATABASE_URL),
// migrate, seed demo data on first start, serve on PORT, and shut down cleanly.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/index';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { outboxMailer, smtpMailer } from './mail/mailer';

const started = Date.now();
const config = loadConfig();
const db = await openDb(config).catch((error: Error) => {
  console.error(`Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${error.message}`);
  process.exit(1);
});
const applied = await migrate(db);
const seeded = await seedIfEmpty(db, config.root);
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
const app = createApp({ db, config, mailer, now: () => new Date() });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(
    `Vet widgets server on http://localhost:${info.port} (${db.kind}${applied.length ? `, ${applied.length} migrations` : ''}${seeded ? ', demo data seeded' : ''}) in ${Date.now() - started} ms`,
  );
  console.log(`  portal /   demo site /demo/   widgets /widgets/vet-widgets.js${mailer.kind === 'outbox' ? '   mailbox /dev/mailbox' : ''}`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(async () => {
      await db.close().catch(() => {});
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
