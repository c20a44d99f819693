// `npm start` runs this: open the database (PGlite under DATA_DIR unless DATABASE_URL),
// migrate, seed demo data on first start, serve on PORT, and shut down cleanly.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { startSubscriptionScheduler } from './commerce/index';
import { loadConfig } from './config';
import { openDb } from './db/index';
import { lockDataDir } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { SEED_STEPS, seedIfEmpty } from './db/seed';
import { outboxMailer } from './mail/mailer';
import { smtpTransport, startMailDelivery } from './mail/delivery';
import { startReminderScheduler } from './reminders/scheduler';
import { log } from './ops/log';
import { collectProcessMetrics, watchDatabase } from './ops/metrics';
import { serveMetrics } from './ops/metricsEndpoint';
import { drainState, shutDownOnSignals } from './ops/shutdown';
import { Server as HttpServer } from 'node:http';

const started = Date.now();
// Start-up failures are the operator's to fix: one line that says what, not a stack trace.
const fail = (what: string) => (error: Error) => {
  log.fatal(`${what}: ${error.message}`);
  log.flush();
  process.exit(1);
};
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail('Could not read the settings (PORT, DATA_DIR, JWT_SECRET …)')(error as Error);
  throw error;
}
log.level = config.logLevel;
const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
// The embedded database is this process's alone: a second process on its folder refuses to start.
let dataDirLock: ReturnType<typeof lockDataDir> | undefined;
try {
  if (!config.databaseUrl) dataDirLock = lockDataDir(config.dataDir);
} catch (error) {
  fail(`Could not open the database (${where})`)(error as Error);
}
process.on('exit', () => dataDirLock?.release());
// A pg pool connects lazily: ask it something now, so an unreachable server fails here.
const db = await openDb(config)
  .then(async (opened) => (await opened.query('select 1'), opened))
  .catch(fail(`Could not open the database (${where})`));
const applied = await migrate(db).catch(fail(`Could not prepare the database (${where})`));
const seeded = await seedIfEmpty(db, config.root, SEED_STEPS, { demo: config.demo }).catch(fail(`Could not add the demo data (${where})`));
// Mail is a row in the outbox; with SMTP_URL this process also sends the rows (every process
// may: each row is claimed by one). Without it they stay for the dev mailbox.
const delivery = config.smtpUrl ? startMailDelivery({ db, transport: smtpTransport(config.smtpUrl), from: config.mailFrom, now: () => new Date() }) : undefined;
const mailer = outboxMailer(db, delivery?.nudge);
if (config.production && !config.smtpUrl)
  log.warn('NODE_ENV=production and no SMTP_URL: mail is NOT being sent (it only goes to the outbox table). Set SMTP_URL.');
const deps = createDeps({ db, config, mailer, now: () => new Date() });
const drain = drainState();
const app = createApp(deps, { draining: drain.draining });
// Same deps object as the app, so the scheduler charges through the app's payment gateway.
const stopScheduler = startSubscriptionScheduler(deps);
const stopReminders = startReminderScheduler(deps);

watchDatabase(db);
collectProcessMetrics();
const metricsServer =
  config.metricsPort !== undefined
    ? await serveMetrics({ port: config.metricsPort, host: config.metricsHost, token: config.metricsToken }).catch(
        fail(`Could not serve the metrics on ${config.metricsHost}:${config.metricsPort} (METRICS_PORT)`),
      )
    : undefined;

// Requests under way, counted for the shutdown: it waits for them before the pool closes.
const fetch = async (request: Request, env: unknown) => {
  drain.started();
  try {
    return await app.fetch(request, env);
  } finally {
    drain.finished();
  }
};

const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(
    { port: info.port, database: db.kind, migrations: applied.length, seeded, startupMs: Date.now() - started, metricsPort: config.metricsPort },
    `Vet widgets server on http://localhost:${info.port} (${db.kind}${applied.length ? `, ${applied.length} migrations` : ''}${seeded ? ', demo data seeded' : ''}) in ${Date.now() - started} ms`,
  );
  // For a person at the terminal, not the log: where to look, and the mailbox's key.
  if (!config.production) {
    console.log('  portal /   demo site /demo/   widgets /widgets/vet-widgets.js');
    // The mailbox holds every sign-up and reset link: it opens only with this key (Jupyter-style).
    if (!config.smtpUrl) console.log(`  dev mailbox http://localhost:${info.port}/dev/mailbox?key=${encodeURIComponent(config.devMailboxKey)}`);
  }
});

// Idle keep-alive connections stay open longer than a load balancer's (60 s is the common
// default) and a client's pause: with Node's 5 s, a client or balancer reusing a connection the
// server has just closed gets a reset instead of an answer (docs/scaling.md).
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

shutDownOnSignals({
  servers: [server as HttpServer, ...(metricsServer ? [metricsServer] : [])],
  drain,
  graceMs: config.shutdownGraceMs,
  log,
  then: [stopScheduler, stopReminders, () => delivery?.stop(), () => db.close()],
});
