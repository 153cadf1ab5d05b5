// `npm run bench`: the booking engine's speed figures and their ratios to
// their goals (docs/booking-engine.md § Speed). PostgreSQL figures need BENCH_DATABASE_URL (or
// TEST_DATABASE_URL): a role that may create databases on a server whose
// pgbench is at PGBENCH (default /usr/lib/postgresql/15/bin/pgbench). When
// PostgreSQL runs on this machine, one comparison pins it to half the cores
// for a few seconds (core-split.ts) and frees it again; BENCH_NO_PIN=1 skips
// that on a machine shared with other people's PostgreSQL.
import { sql } from 'kysely';
import { toJsonString } from '@bufbuild/protobuf';
import { DinerAvailabilityService, QueryBookingInventoryResponseSchema } from '@gen/booking/v1/availability_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { addDays } from '@common/business-date';
import { openDatabase, type DbHandle } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { timelineLayoutFigures } from './board-timeline';
import { makeBenchStore, staffBooking, type BenchStore } from './bench-store';
import { splitCores } from './core-split';
import { postgresCpuMs, processCpuMs } from './cpu-time';
import { figureLine, load1 } from './figures';
import { createSqlTps, scratchDatabase, tpcb } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARM_UP_CALLS = 2000;
/** Stores the PostgreSQL create run books at (createThroughput). */
const CREATE_STORES = 6;
/** The goals on this machine kind (2 cores, PostgreSQL 15 on the same machine): docs/server.md. */
const GOAL = {
  availabilityP50Ms: 2,
  availabilityP99Ms: 5,
  createPerTpcb: 1.3,
  /** PostgreSQL on cores of its own (pinnedComparison). */
  pinnedCreatePerTpcb: 0.9,
  pgliteCreatesPerSecond: 800,
};

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(12)}  ${goal}`);
/** CPU ms with two decimals, or '?' when PostgreSQL runs elsewhere. */
const cpu = (run: { postgresCpuMs?: number }) => run.postgresCpuMs?.toFixed(2) ?? '?';
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** 1,000 orders over the store's next days, busiest on the measured date. */
async function fillOrders(server: TestServer, store: BenchStore, count: number): Promise<string> {
  let made = 0;
  for (let n = 0; made < count; n++) {
    // About a third of the orders on tomorrow, the rest spread over later days.
    const request = n % 3 === 0 ? staffBooking(store, n, 1, 1) : staffBooking(store, n, 2, 20);
    try {
      await server.services.booking.orderCreate.create(request);
      made++;
    } catch {
      // that slot is full: the next one
    }
    if (n > count * 5) throw new Error('could not place the orders');
  }
  return addDays(store.today, 1);
}

async function availability(server: TestServer, store: BenchStore, date: string) {
  const session = await server.createUserSession({ nickname: 'bench diner' });
  const client = server.client(DinerAvailabilityService, { sessionKey: session.sessionKey });
  const call = () => client.queryBookingInventory({ storeId: store.storeId, reservationDate: date, peopleCount: 4 });
  const first = await call();
  const slots = first.list.reduce((n, s) => n + s.slotList.length, 0);
  const bytes = Buffer.byteLength(toJsonString(QueryBookingInventoryResponseSchema, first));
  // A server has answered many calls before a diner's: measure it with the
  // JIT settled (about 2,000 calls here), not while it still compiles.
  for (let i = 0; i < WARM_UP_CALLS; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  for (let i = 0; i < WARM_UP_CALLS; i++)
    await server.services.booking.availability.inventory(store.storeId, date, 4, 'DINER');
  const domain: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await server.services.booking.availability.inventory(store.storeId, date, 4, 'DINER');
    domain.push(performance.now() - t);
  }
  domain.sort((a, b) => a - b);
  return {
    slots,
    bytes,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    domainP50: percentile(domain, 50),
    domainP99: percentile(domain, 99),
  };
}

interface Throughput {
  perSecond: number;
  /** Creates answered 'Booking is full' (or 'insufficient inventory'), out of all. */
  refusedShare: number;
  /** CPU per order made: this process (server and callers), and PostgreSQL when it runs on this machine. */
  serverCpuMs: number;
  postgresCpuMs?: number;
}

/**
 * Orders per second made by 20 concurrent callers through the create
 * transaction, for SECONDS, spread over `stores` in turn. A run on
 * PostgreSQL makes tens of thousands of orders: more than one store's two
 * months hold, so it needs several stores, or its last seconds would
 * measure how fast a full store says so.
 */
async function createThroughput(server: TestServer, stores: BenchStore[], callers = 20): Promise<Throughput> {
  let next = 100_000;
  let made = 0;
  let refused = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const [serverCpu, postgresCpu] = [processCpuMs(), postgresCpuMs()];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (Date.now() < deadline) {
        const n = next++;
        try {
          // Each store gets every stores.length-th create, and through staffBooking the same spread of slots.
          const store = stores[n % stores.length];
          await server.services.booking.orderCreate.create(
            staffBooking(store, Math.floor(n / stores.length) * 7919, 1, 59),
          );
          made++;
        } catch (error) {
          const message = (error as Error).message;
          if (!/full|insufficient/.test(message)) throw error;
          refused++;
        }
      }
    }),
  );
  const perSecond = made / ((performance.now() - start) / 1000);
  const postgresNow = postgresCpuMs();
  return {
    perSecond,
    refusedShare: refused / (made + refused),
    serverCpuMs: (processCpuMs() - serverCpu) / made,
    postgresCpuMs:
      postgresCpu === undefined || postgresNow === undefined ? undefined : (postgresNow - postgresCpu) / made,
  };
}

/** 200 diners at once for the last free table, `rounds` times: exactly one each time. */
async function race(server: TestServer, store: BenchStore, rounds: number) {
  const date = addDays(store.today, 3);
  const tables = server.client(StoreTableService, { sessionKey: store.staffSessionKey });
  const items = (await tables.queryTables({ storeId: store.storeId })).list.flatMap((t) =>
    t.itemList.map((i) => i.model!.id),
  );
  for (const itemId of items.slice(1)) {
    await tables.lockTableItem({
      storeId: store.storeId,
      storeTableItemId: itemId,
      reservationDate: date,
      startSecond: 0,
      endSecond: 86_400,
    });
  }
  const diners = await Promise.all(
    Array.from({ length: 200 }, (_, i) => server.createUserSession({ nickname: `racer ${i}` })),
  );
  const results: Array<{ won: number; full: number; other: number }> = [];
  for (let round = 0; round < rounds; round++) {
    const [shiftIndex, start] = [
      [0, 7 * 3600],
      [0, 9 * 3600],
      [1, 11 * 3600],
      [2, 14.5 * 3600],
      [3, 17.5 * 3600],
    ][round % 5];
    const outcomes = await Promise.allSettled(
      diners.map((d) =>
        server.client(DinerBookingOrderService, { sessionKey: d.sessionKey }).createBookingOrder({
          storeId: store.storeId,
          diner: { lastName: 'Race' },
          reservationDate: date,
          adultCount: 2,
          storeShiftId: store.shiftIds[shiftIndex],
          reservationStartSecond: start,
        }),
      ),
    );
    const full = outcomes.filter(
      (o) => o.status === 'rejected' && /Booking is full/.test(String((o.reason as Error).message)),
    ).length;
    const won = outcomes.filter((o) => o.status === 'fulfilled').length;
    results.push({ won, full, other: outcomes.length - won - full });
  }
  return results;
}

/**
 * Create-booking against TPC-B again, with PostgreSQL on cores of its own
 * and the booking server or pgbench on the others (core-split.ts): the figure
 * of a server and a database on machines of their own, where the shared
 * figure also counts the server's work as PostgreSQL's loss.
 */
async function pinnedComparison(server: TestServer) {
  // It pins every PostgreSQL process on the machine, other people's too.
  const split = process.env.BENCH_NO_PIN ? 'BENCH_NO_PIN is set' : splitCores();
  if (typeof split === 'string') {
    line('PostgreSQL on cores of its own: skipped', split);
    return;
  }
  try {
    const stores: BenchStore[] = [];
    for (let i = 0; i < CREATE_STORES; i++) stores.push(await makeBenchStore(server, `bench-pinned-${i}`));
    await sql`ANALYZE`.execute(server.database.db);
    console.log(`  PostgreSQL on core ${split.databaseCpus} only, the server or pgbench on core ${split.clientCpus}:`);
    const created = await createThroughput(server, stores);
    const run = await tpcb(PG_URL, SECONDS, split.clientCpus);
    line('  create-booking transactions/s', created.perSecond.toFixed(0));
    line('  pgbench TPC-B tps', run.tps.toFixed(0));
    console.log(
      figureLine('  create-booking / pgbench', created.perSecond / run.tps, '', { atLeast: GOAL.pinnedCreatePerTpcb }),
    );
    line('  PostgreSQL CPU per create / per TPC-B transaction', `${cpu(created)} / ${cpu(run)} ms`);
    if (created.postgresCpuMs && run.postgresCpuMs) {
      // A create can never cost this PostgreSQL less than its own CPU, however fast the server.
      line('  their ratio: the most a create can reach', (run.postgresCpuMs / created.postgresCpuMs).toFixed(2));
    }
  } finally {
    split.release();
  }
}

async function onServer<T>(handle: DbHandle, run: (server: TestServer) => Promise<T>): Promise<T> {
  await migrateToLatest(handle.db);
  const server = await startTestServer({}, handle);
  try {
    return await run(server);
  } finally {
    await server.close();
    await handle.close();
  }
}

async function main() {
  console.log(
    `FeastBook booking benchmark (${SECONDS} s runs; 2 shared cores: figures vary with the machine's load, ${load1()} now)\n`,
  );

  const timeline = timelineLayoutFigures();
  line(
    "the board's timeline, 60 tables and 400 orders, p50 / p99",
    `${timeline.p50.toFixed(2)} / ${timeline.p99.toFixed(2)} ms`,
    'goal well under a frame (16 ms)',
  );
  console.log('');

  if (PG_URL) {
    console.log('PostgreSQL');
    const scratch = await scratchDatabase(PG_URL, 'fb_bench');
    try {
      await onServer(await openDatabase({ databaseUrl: scratch.url }), async (server) => {
        const store = await makeBenchStore(server, 'bench');
        const date = await fillOrders(server, store, 1000);
        const a = await availability(server, store, date);
        console.log(
          figureLine(`availability of one day over HTTP (60 tables, 1,000 orders, ${a.slots} slots) p50`, a.p50, 'ms', {
            atMost: GOAL.availabilityP50Ms,
          }),
        );
        console.log(figureLine('availability of one day p99', a.p99, 'ms', { atMost: GOAL.availabilityP99Ms }));
        line('  (domain call without HTTP) p50 / p99', `${a.domainP50.toFixed(2)} / ${a.domainP99.toFixed(2)} ms`);
        line('  the answer', `${a.bytes} bytes`);
        const createStores: BenchStore[] = [];
        for (let i = 0; i < CREATE_STORES; i++) createStores.push(await makeBenchStore(server, `bench-create-${i}`));
        await sql`ANALYZE`.execute(server.database.db);
        const created = await createThroughput(server, createStores);
        const throughput = created.perSecond;
        line(`create-booking transactions/s, 20 concurrent callers, ${CREATE_STORES} stores`, throughput.toFixed(0));
        line('  creates refused as full (the stores filling up)', `${(created.refusedShare * 100).toFixed(1)}%`);
        line('  CPU per create: server process / PostgreSQL', `${created.serverCpuMs.toFixed(2)} / ${cpu(created)} ms`);
        if (created.postgresCpuMs !== undefined) {
          // Moves less with the shared machine's load than the rate per second does.
          const perCpuSecond = 1000 / (created.serverCpuMs + created.postgresCpuMs);
          line('  creates per CPU-second (server and PostgreSQL together)', perCpuSecond.toFixed(0));
        }
        const tpcbRun = await tpcb(PG_URL, SECONDS);
        const pgbench = tpcbRun.tps;
        console.log(figureLine('pgbench TPC-B tps, 20 clients, same server', pgbench, '', undefined, 0));
        console.log(figureLine('create-booking / pgbench', throughput / pgbench, '', { atLeast: GOAL.createPerTpcb }));
        const sqlRun = await createSqlTps(server, scratch.url, SECONDS);
        const sqlOnly = sqlRun.tps;
        line('  one booking per transaction, its SQL run by pgbench (tps)', sqlOnly.toFixed(0));
        line('  that ceiling / TPC-B', (sqlOnly / pgbench).toFixed(2));
        line('  create-booking (grouped) / that ceiling', (throughput / sqlOnly).toFixed(2));
        line('  PostgreSQL CPU per TPC-B transaction / per one-booking one', `${cpu(tpcbRun)} / ${cpu(sqlRun)} ms`);
        await pinnedComparison(server);
        const rounds = await race(server, await makeBenchStore(server, 'bench-race'), 5);
        for (const [i, r] of rounds.entries()) {
          line(
            `race ${i + 1}: 200 creates for the last free table`,
            `${r.won} won`,
            `${r.full} 'Booking is full', ${r.other} other`,
          );
        }
        line(
          'races with exactly one winner',
          `${rounds.filter((r) => r.won === 1 && r.other === 0).length}/${rounds.length}`,
        );
      });
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }

  console.log('\nPGlite');
  await onServer(await openDatabase({ dataDir: 'memory://' }), async (server) => {
    const store = await makeBenchStore(server, 'bench-lite');
    const throughput = (await createThroughput(server, [store])).perSecond;
    console.log(
      figureLine(
        'create-booking transactions/s, 20 concurrent callers',
        throughput,
        '/s',
        {
          atLeast: GOAL.pgliteCreatesPerSecond,
        },
        0,
      ),
    );
    const dayStore = await makeBenchStore(server, 'bench-lite-day');
    const date = await fillOrders(server, dayStore, 1000);
    const a = await availability(server, dayStore, date);
    line('availability of one day p50 / p99 (same store shape)', `${a.p50.toFixed(2)} / ${a.p99.toFixed(2)} ms`);
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
