// pgbench runs for the booking benchmark: TPC-B, and the create's own SQL
// one booking per transaction (create-booking.pgbench.sql).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestServer } from '../test/helpers/test-server';
import { makeBenchStore } from './bench-store';
import { postgresCpuMs } from './cpu-time';

const PGBENCH = process.env.PGBENCH || '/usr/lib/postgresql/15/bin/pgbench';

/** A database of its own on the server of `adminUrl`, dropped by `drop`. */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface PgbenchRun {
  tps: number;
  /** PostgreSQL's CPU per transaction, when it runs on this machine. */
  postgresCpuMs?: number;
}

export interface PgbenchOptions {
  /** A custom script with its variables instead of TPC-B (which is initialized first). */
  script?: { file: string; define: Record<string, string> };
  /** pgbench itself on these cores only (taskset's list form; core-split.ts). */
  cpus?: string;
}

/** pgbench with 20 clients for `seconds`. */
export function pgbenchTps(url: string, seconds: number, { script, cpus }: PgbenchOptions = {}): PgbenchRun {
  const u = new URL(url);
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username) || 'postgres'];
  const db = u.pathname.slice(1);
  const workload = script
    ? ['-M', 'prepared', '-f', script.file, ...Object.entries(script.define).map(([k, v]) => `-D${k}=${v}`)]
    : [];
  if (!script) execFileSync(PGBENCH, [...args, '-i', '-s', '10', '-q', db], { stdio: 'pipe' });
  const run = [PGBENCH, ...args, ...workload, '-c', '20', '-j', '2', '-T', String(seconds), '-n', db];
  const [command, ...rest] = cpus ? ['taskset', '-c', cpus, ...run] : run;
  const before = postgresCpuMs();
  const out = execFileSync(command, rest, { encoding: 'utf8' });
  const after = postgresCpuMs();
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  const done = /number of transactions actually processed: (\d+)/.exec(out);
  if (!match) throw new Error(`pgbench printed no tps:\n${out}`);
  return {
    tps: Number(match[1]),
    postgresCpuMs:
      before === undefined || after === undefined || !done ? undefined : (after - before) / Number(done[1]),
  };
}

/** TPC-B in a scratch database of its own. */
export async function tpcb(adminUrl: string, seconds: number, cpus?: string): Promise<PgbenchRun> {
  const bench = await scratchDatabase(adminUrl, 'fb_pgbench');
  try {
    return pgbenchTps(bench.url, seconds, { cpus });
  } finally {
    await bench.drop();
  }
}

/** One booking per transaction (create-booking.pgbench.sql), run by pgbench against a fresh bench store. */
export async function createSqlTps(server: TestServer, url: string, seconds: number): Promise<PgbenchRun> {
  const store = await makeBenchStore(server, 'bench-sql');
  const db = server.database.db;
  const { merchant_id } = await db
    .selectFrom('store')
    .select('merchant_id')
    .where('id', '=', store.storeId)
    .executeTakeFirstOrThrow();
  const { min } = await db
    .selectFrom('store_table_item')
    .select((eb) => eb.fn.min('id').as('min'))
    .where('store_id', '=', store.storeId)
    .executeTakeFirstOrThrow();
  await sql`CREATE SEQUENCE IF NOT EXISTS fb_bench_create_seq`.execute(db);
  // pgbench -i analyzes TPC-B's tables before it runs; these get the same.
  await sql`ANALYZE`.execute(db);
  return pgbenchTps(url, seconds, {
    script: {
      file: path.join(__dirname, 'create-booking.pgbench.sql'),
      define: {
        store: store.storeId,
        merchant: merchant_id,
        shift: store.shiftIds[3],
        creator: store.staff.userId!,
        item_min: String(min),
      },
    },
  });
}
