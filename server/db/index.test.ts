// The PostgreSQL driver's connection handling: statements prepared once per
// connection, a statement the database refuses leaves its connection in the pool, and one
// whose answer does not come in time takes its connection out.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDb, preparedStatements, type Db } from './index';

describe('preparedStatements', () => {
  it('names each text with parameters once, and none beyond the limit or without parameters', () => {
    const statement = preparedStatements(2);
    const a = statement('select $1::int', [1]);
    expect(a).toEqual({ name: 's0', text: 'select $1::int', values: [1] });
    expect(statement('select $1::int', [2]).name).toBe('s0');
    expect(statement('select $1::text', ['x']).name).toBe('s1');
    // A third text is over the limit: sent unnamed, so PostgreSQL keeps nothing for it.
    expect(statement('select $1::date', ['2026-01-01']).name).toBeUndefined();
    // Without parameters a text may hold several statements, which a prepared one cannot.
    expect(statement('select 1; select 2')).toEqual({ text: 'select 1; select 2' });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('postgresDb on PostgreSQL', () => {
  let db: Db;
  const table = `t_driver_${Date.now().toString(36)}`;
  const backend = async () => (await db.one<{ pid: number }>('select pg_backend_pid() as pid', []))!.pid;

  beforeAll(async () => {
    // One connection: every statement below runs on it, unless the pool had to replace it.
    db = postgresDb(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }));
    await db.exec(`create table ${table} (id int primary key)`);
  });
  afterAll(async () => {
    await db.exec(`drop table if exists ${table}`);
    await db.close();
  });

  it('keeps the connection after a statement the database refuses (a 23505 is an answer, not a broken line)', async () => {
    const before = await backend();
    await db.query(`insert into ${table} values ($1)`, [1]);
    await expect(db.query(`insert into ${table} values ($1)`, [1])).rejects.toMatchObject({ code: '23505' });
    expect(await backend()).toBe(before);
  });

  it('keeps the connection after a transaction the service or the database refused (rolled back, not broken)', async () => {
    const before = await backend();
    await expect(
      db.tx(async (tx) => {
        await tx.query(`insert into ${table} values ($1)`, [2]);
        throw new Error('That pet was not found');
      }),
    ).rejects.toThrow('That pet was not found');
    await expect(db.tx((tx) => tx.query(`insert into ${table} values ($1)`, [1]))).rejects.toMatchObject({ code: '23505' });
    expect(await backend()).toBe(before);
    // Rolled back: the first transaction's row is not there.
    expect(await db.one(`select 1 from ${table} where id = $1`, [2])).toBeUndefined();
  });

  it('prepares a statement once on its connection and uses it again', async () => {
    const text = `select id from ${table} where id = $1`;
    await db.query(text, [1]);
    await db.query(text, [2]);
    const prepared = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]);
    expect(prepared.rows[0]!.n).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('postgresDb when an answer does not come in time', () => {
  // A pool whose answers are awaited 400 ms, with one connection: what one call leaves on it,
  // the next one meets. PostgreSQL's own limit is off, so the wait is the driver's alone.
  let db: Db;
  beforeAll(() => {
    db = postgresDb(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, query_timeout: 400 }));
  });
  afterAll(() => db.close());

  it('drops the connection, so the next call gets a fresh one instead of queueing behind it', async () => {
    await expect(db.query('select pg_sleep(3)')).rejects.toThrow('Query read timeout');
    expect(await db.one('select 1 as n')).toEqual({ n: 1 });
  });

  it('fails a transaction without waiting as long again for a rollback', async () => {
    const started = Date.now();
    await expect(db.tx((tx) => tx.query('select pg_sleep(3)'))).rejects.toThrow('Query read timeout');
    // A rollback queued behind the unanswered statement would wait another 400 ms.
    expect(Date.now() - started).toBeLessThan(750);
    expect(await db.one('select 1 as n')).toEqual({ n: 1 });
  });

  it('lets a transaction given more time (start-up work) run past the limit', async () => {
    expect(await db.tx((tx) => tx.one('select pg_sleep(0.5), 1 as n'), { timeoutMs: 5_000 })).toMatchObject({ n: 1 });
  });
});
