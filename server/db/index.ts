// One small database interface over two drivers: PGlite (embedded PostgreSQL in WASM,
// the default, persisted under DATA_DIR) and node-postgres (DATABASE_URL). Same SQL on both.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { DEFAULT_STATEMENT_TIMEOUT_MS, type Config } from '../config';
import { log } from '../ops/log';

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** What services take: a pool or an open transaction, with the `one` convenience. */
export type Conn = Queryable & Pick<Db, 'one'>;

export interface Db extends Queryable {
  kind: 'pglite' | 'pg';
  /** First row or undefined. */
  one<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R | undefined>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in one transaction: all of it is written, or none of it. `timeoutMs` lets its
   * statements run longer than the pool's limit (start-up work: a migration, a wait for
   * another process's).
   */
  tx<T>(fn: (db: Queryable & Pick<Db, 'one'>) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
  close(): Promise<void>;
  /**
   * The connections now, for the metrics. PGlite runs one statement or transaction at a time
   * on its one connection: in use while anything runs, the rest waiting for it.
   */
  poolStats?(): { max: number; inUse: number; idle: number; waiting: number };
  /**
   * PGlite only: NOTIFY payloads on a channel, delivered before the statement that committed
   * them returns (this process is the embedded database's only writer). PostgreSQL has other
   * writers, so code there reads what it needs instead.
   */
  listen?(channel: string, fn: (payload: string) => void): Promise<void>;
}

/** How long close() lets the pool's connections say goodbye before it drops them. */
const CLOSE_WAIT_MS = 1_000;

/** node-postgres stopped waiting for an answer (query_timeout): the link, not the statement, failed. */
export const answerLost = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

const withOne = <Q extends Queryable>(q: Q) =>
  Object.assign(q, {
    async one<R>(sql: string, params?: unknown[]) {
      return (await q.query<R>(sql, params)).rows[0];
    },
  });

export function pgliteDb(pglite: PGlite): Db {
  // Calls under way: one runs, the others queue inside PGlite for its one connection.
  let active = 0;
  const counted = <T>(work: () => Promise<T>): Promise<T> => {
    active++;
    return work().finally(() => active--);
  };
  const db = withOne({
    kind: 'pglite' as const,
    query: <R>(sql: string, params?: unknown[]) => counted(() => pglite.query<R>(sql, params) as Promise<{ rows: R[] }>),
    exec: async (sql: string) => {
      await pglite.exec(sql);
    },
    tx: <T>(fn: (db: Queryable & Pick<Db, 'one'>) => Promise<T>) =>
      counted(() => pglite.transaction((tx) => fn(withOne({ query: <R>(s: string, p?: unknown[]) => tx.query<R>(s, p) as Promise<{ rows: R[] }> })))),
    poolStats: () => ({ max: 1, inUse: active > 0 ? 1 : 0, idle: active > 0 ? 0 : 1, waiting: Math.max(0, active - 1) }),
    close: () => pglite.close(),
    listen: async (channel: string, fn: (payload: string) => void) => {
      // Migration 018: the version triggers notify only a session that asks.
      await pglite.query(`select set_config('vet.notify_versions', 'on', false)`);
      await pglite.listen(channel, fn);
    },
  });
  return db;
}

export function postgresDb(pool: pg.Pool, options: { searchPath?: string } = {}): Db {
  // Tests give each suite its own schema; every connection of the pool uses it. It is set as
  // each connection starts (the `options` start-up parameter, as PGOPTIONS), not by a query
  // on the pool's 'connect' event: that query is still running when the pool hands the
  // client out, so node-postgres warns "Calling client.query() when the client is already
  // executing a query is deprecated" (pg@9 will refuse). Spaces in the value are escaped.
  if (options.searchPath) {
    const setting = `-c search_path=${options.searchPath.replace(/[\\ ]/g, '\\$&')}`;
    const current = pool.options.options ?? process.env.PGOPTIONS;
    pool.options.options = current ? `${current} ${setting}` : setting;
  }
  // An idle connection that drops (the server restarts, the network blips) is an 'error'
  // event on the pool; unheard, Node ends the process. The pool replaces it on next use.
  pool.on('error', (error) => log.error({ err: error }, 'Database connection lost'));
  // Kept to be dropped at close: pool.end() waits for each connection's goodbye, which a
  // database behind a partition never sends.
  const clients = new Set<pg.Client>();
  pool.on('connect', (client) => void clients.add(client as pg.Client));
  pool.on('remove', (client) => void clients.delete(client as pg.Client));
  const statement = preparedStatements();
  return withOne({
    kind: 'pg' as const,
    query: <R>(sql: string, params?: unknown[]) => onConnection(pool, (client) => client.query(statement(sql, params)) as unknown as Promise<{ rows: R[] }>),
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    tx: <T>(fn: (db: Queryable & Pick<Db, 'one'>) => Promise<T>, { timeoutMs }: { timeoutMs?: number } = {}) =>
      onConnection(pool, async (client) => {
        // node-postgres reads a query's own query_timeout before the pool's.
        const longer = timeoutMs ? { query_timeout: timeoutMs + 1_000 } : {};
        await client.query('begin');
        try {
          if (timeoutMs) await client.query({ text: `select set_config('statement_timeout', $1, true)`, values: [String(timeoutMs)], ...longer });
          const result = await fn(
            withOne({ query: <R>(s: string, p?: unknown[]) => client.query({ ...statement(s, p), ...longer }) as unknown as Promise<{ rows: R[] }> }),
          );
          await client.query('commit');
          return result;
        } catch (error) {
          // A rollback on a connection that stopped answering would wait as long again; the
          // connection is dropped instead (onConnection), which rolls back on the server.
          if (!answerLost(error)) await client.query('rollback').catch(() => {});
          throw error;
        }
      }),
    close: async () => {
      await Promise.race([pool.end(), new Promise((done) => setTimeout(done, CLOSE_WAIT_MS).unref())]);
      for (const client of clients) client.connection.stream.destroy();
    },
    poolStats: () => ({ max: pool.options.max ?? 10, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  });
}

/**
 * Runs `run` on a connection of the pool and gives it back. Not pool.query: that closes the
 * connection after any error, and an error is most often an answer, not a broken connection:
 * a statement the database refuses (a time taken, an email in use: 23P01, 23505) or the
 * service's own refusal thrown inside a transaction (a pet not found); closing it would cost a
 * new server process and its prepared statements on every 409. A connection lost
 * meanwhile is an 'error' event on its client (unheard, Node would end the process) and is not
 * given back; one that ended is not either (the pool checks that itself), nor one whose answer
 * did not come in time.
 */
async function onConnection<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => void (lost = error);
  client.on('error', onError);
  try {
    return await run(client);
  } catch (error) {
    // Its next query would queue behind the one still unanswered: drop the connection.
    if (answerLost(error)) lost ??= error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/**
 * The server sends the same few hundred statements again and again: node-postgres prepares a
 * named one once per connection, so PostgreSQL parses and plans it once instead of on every
 * call. Only statements with parameters (their text is fixed, the values vary;
 * one without may hold several statements, which a prepared one cannot), and at most
 * `limit` texts, so SQL built per call cannot grow every connection's list without end.
 */
export function preparedStatements(limit = 2000) {
  const names = new Map<string, string>();
  return (text: string, values?: unknown[]): pg.QueryConfig => {
    if (!values) return { text };
    let name = names.get(text);
    if (name === undefined && names.size < limit) names.set(text, (name = `s${names.size}`));
    return { name, text, values };
  };
}

export const PGLITE_EXTENSIONS = { btree_gist };

/**
 * Every wait on PostgreSQL ends, so a database that stops answering (a partition drops the
 * packets, nothing is refused) costs a request a 503 within about 3 s instead of the minutes
 * TCP takes to give up. PostgreSQL cancels a statement past its time itself (statement_timeout,
 * and the connection stays good); no answer a second after that means the link is gone
 * (query_timeout, and the connection is dropped).
 */
function poolOptions(config: Pick<Config, 'databaseUrl' | 'databasePoolSize'> & { databaseStatementTimeoutMs?: number }): pg.PoolConfig {
  const statementMs = config.databaseStatementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connectionString: config.databaseUrl,
    max: config.databasePoolSize,
    // Connecting, or waiting for a connection of a full pool.
    connectionTimeoutMillis: 2_000,
    statement_timeout: statementMs,
    query_timeout: statementMs + 1_000,
    // An idle connection whose database went away is found and replaced before a request takes it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

export async function openDb(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'> & { databaseStatementTimeoutMs?: number }): Promise<Db> {
  if (config.databaseUrl) return postgresDb(new pg.Pool(poolOptions(config)));
  const pglite = await PGlite.create(`${config.dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS });
  return pgliteDb(pglite);
}
