// `npm run bench:guards`: what the replay guard and the rate limits cost per
// request in each store (docs/deploy.md § Several instances), and a trivial
// signed RPC through the whole server with each (goals in docs/server.md).
// Memory is one process; PostgreSQL is shared by every instance. Needs
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL figures: a
// role that may create databases. Each figure is printed with the machine's
// load, and a pgbench TPC-B figure of the same run says how fast this
// machine's PostgreSQL was meanwhile.
import { sql } from 'kysely';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { RateWindowRepository } from '../server/guards/rate-window.repository';
import { RequestAdmissionRepository } from '../server/guards/request-admission.repository';
import { RequestNonceRepository } from '../server/guards/request-nonce.repository';
import { MemoryRateLimitStore } from '../server/http/rate-limiter';
import { MemoryReplayGuard } from '../server/http/replay-guard';
import { SeparateAdmission, type AdmissionStore } from '../server/http/request-admission';
import { startTestServer } from '../test/helpers/test-server';
import { figureLine, load1 } from './figures';
import { scratchDatabase, tpcb } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const CALLS = Number(process.env.BENCH_GUARD_CALLS || 4000);
const CONCURRENCY = 20;
const TPCB_SECONDS = Number(process.env.BENCH_TPCB_SECONDS || 5);
/** Trivial signed RPCs per second, 20 callers, on this machine kind (2 cores): docs/server.md. */
const GOAL_RPC_MEMORY = 5000;
const GOAL_RPC_DATABASE = 3000;

const line = (label: string, value: string, note = '') =>
  console.log(`  ${label.padEnd(52)} ${value.padStart(12)}  ${note}`);

/** Mean microseconds per call, one at a time, after a warm-up. */
async function perCall(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 500; i++) await run(-i - 1);
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) await run(i);
  return ((performance.now() - start) * 1000) / CALLS;
}

/** Calls per second with CONCURRENCY callers. */
async function throughput(run: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) await run(next++);
    }),
  );
  return CALLS / ((performance.now() - start) / 1000);
}

/** One signed request's guard work, as the server does it: the address and device counts and the nonce, in one step. */
function guardWork(admission: AdmissionStore, tag: string) {
  const now = Date.now();
  return (i: number) =>
    admission.admit(
      [
        { key: `a:10.0.${i % 50}.1`, limit: 1_000_000 },
        { key: `d:${tag}-device-${i % 500}`, limit: 1_000_000 },
      ],
      { nonce: `${tag}-${i}`, timestampMs: now },
      now,
    );
}

async function storeFigures(label: string, make: () => AdmissionStore) {
  const admission = make();
  const sequential = await perCall(guardWork(admission, `${label}-seq`));
  const parallel = await throughput(guardWork(admission, `${label}-par`));
  line(`${label}: guard work per request, one at a time`, `${sequential.toFixed(1)} µs`);
  line(`${label}: requests' guard work per second, ${CONCURRENCY} at once`, `${Math.round(parallel)}/s`);
  return sequential;
}

/** A trivial signed RPC end to end through the whole server, per guard store. */
async function rpcRate(databaseUrl: string, guardStore: 'memory' | 'database'): Promise<number> {
  const database = await openDatabase({ databaseUrl });
  const server = await startTestServer({ guardStore }, database);
  try {
    const client = server.client(ReferenceDataService);
    for (let i = 0; i < 300; i++) await client.listRegions({});
    return await throughput(() => client.listRegions({}));
  } finally {
    await server.close();
    await database.close();
  }
}

async function main() {
  console.log(`\nRequest guards (${CALLS} requests per figure; load ${load1()} at the start)\n`);
  const memory = await storeFigures(
    'memory',
    () => new SeparateAdmission(new MemoryReplayGuard(600_000), new MemoryRateLimitStore(60_000)),
  );
  if (!PG_URL) {
    console.log('\n  PostgreSQL figures skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
    return;
  }
  const scratch = await scratchDatabase(PG_URL, 'fb_bench_guards');
  try {
    const handle = await openDatabase({ databaseUrl: scratch.url });
    await migrateToLatest(handle.db);
    const shared = await storeFigures(
      'PostgreSQL',
      () =>
        new RequestAdmissionRepository(
          handle.db,
          new RequestNonceRepository(handle.db, 600_000),
          new RateWindowRepository(handle.db, 60_000),
        ),
    );
    // The same machine's floor for any statement: a load-independent yardstick.
    const roundTrip = await perCall(() => sql`SELECT 1`.execute(handle.db));
    await handle.close();
    line('PostgreSQL: one SELECT 1 round trip', `${roundTrip.toFixed(1)} µs`);
    line('PostgreSQL cost per request over memory', `+${(shared - memory).toFixed(0)} µs`, '(one statement)');
    console.log(
      figureLine('  in SELECT 1 round trips (1.00: a free statement)', shared / roundTrip, '', { atMost: 1.5 }),
    );

    const inMemory = await rpcRate(scratch.url, 'memory');
    console.log(
      figureLine(
        `trivial signed RPC/s, guards in memory (${CONCURRENCY} callers)`,
        inMemory,
        '/s',
        {
          atLeast: GOAL_RPC_MEMORY,
        },
        0,
      ),
    );
    const inDatabase = await rpcRate(scratch.url, 'database');
    console.log(
      figureLine('trivial signed RPC/s, guards in PostgreSQL', inDatabase, '/s', { atLeast: GOAL_RPC_DATABASE }, 0),
    );
    line('ratio PostgreSQL / memory', (inDatabase / inMemory).toFixed(2));
    const run = await tpcb(PG_URL, TPCB_SECONDS);
    console.log(figureLine(`pgbench TPC-B tps, 20 clients, same run (${TPCB_SECONDS} s)`, run.tps, '', undefined, 0));
    line('trivial signed RPC/s with PostgreSQL guards / TPC-B tps', (inDatabase / run.tps).toFixed(2));
  } finally {
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
