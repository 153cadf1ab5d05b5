// `npm run bench`: a merchant's 30-day report over 100,000 orders (docs/reports.md
// § Speed), on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a
// role that may create databases, and on PGlite always.
import { sql, type Kysely } from 'kysely';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { openDatabase, type DbHandle } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { scratchDatabase } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const ORDERS = 100_000;
const STORES = 5;
/** Orders spread over this many days back, so a 30-day report reads about a sixth of them. */
const SPAN_DAYS = 180;
const RUNS = 30;

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(12)}  ${goal}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A merchant of 5 stores, each with 2 shifts and 20 table items, and 100,000 orders written in SQL. */
async function fill(db: Kysely<Database>): Promise<{ merchantId: string; today: string }> {
  const merchant = await db
    .insertInto('merchant')
    .values({ name: 'bench', short_key: `bench-${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const today = businessDateOf(Date.now(), 'Asia/Shanghai');
  for (let s = 0; s < STORES; s++) {
    const store = await db
      .insertInto('store')
      .values({ merchant_id: merchant.id, name: `bench ${s}`, timezone: 'Asia/Shanghai' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      INSERT INTO store_shift (store_id, name, start_second, end_second, delta_second)
      VALUES (${store.id}, 'Lunch', 39600, 52200, 1800), (${store.id}, 'Dinner', 63000, 79200, 1800)`.execute(db);
    await sql`INSERT INTO store_table (store_id, name, seat_capacity) VALUES (${store.id}, 'T', 4)`.execute(db);
    await sql`
      INSERT INTO store_table_item (store_id, store_table_id, name)
      SELECT ${store.id}, t.id, 'T' || n FROM store_table t, generate_series(1, 20) n WHERE t.store_id = ${store.id}`.execute(
      db,
    );
    await sql`
      INSERT INTO booking_order (store_id, merchant_id, status, close_reason, diner_phone_region_code, diner_phone,
        adult_count, reservation_date, store_shift_id, reservation_start_second, reservation_end_second,
        start_time, end_time, creator_type, order_time, arrival_time, paid_amount, deposit_amount, refund_amount)
      SELECT ${store.id}, ${merchant.id},
        CASE WHEN n % 10 = 0 THEN 'CLOSED' ELSE 'FINISHED' END,
        CASE WHEN n % 20 = 0 THEN 'CREATOR_CANCEL' WHEN n % 10 = 0 THEN 'ABSENT' ELSE 'NONE' END,
        '86', '139' || lpad((n % 20000)::text, 8, '0'), 1 + n % 6,
        ${addDays(today, -SPAN_DAYS)}::date + (n % ${SPAN_DAYS}),
        (SELECT id FROM store_shift WHERE store_id = ${store.id} ORDER BY id LIMIT 1 OFFSET (n % 2)),
        64800, 72000, now(), now() + interval '2 hours', 'MERCHANT', now() - (n % 200) * interval '1 hour',
        CASE WHEN n % 10 = 0 THEN NULL ELSE now() END,
        CASE WHEN n % 7 = 0 THEN 20000 ELSE 0 END, CASE WHEN n % 7 = 0 THEN 20000 ELSE 0 END,
        CASE WHEN n % 14 = 0 THEN 20000 ELSE 0 END
      FROM generate_series(1, ${ORDERS / STORES}) n`.execute(db);
  }
  await sql`ANALYZE`.execute(db);
  return { merchantId: merchant.id, today };
}

async function measure(server: TestServer, merchantId: string, today: string) {
  const db = server.database.db;
  const admin = await server.createUserSession({ nickname: 'bench admin' });
  await db.insertInto('administrator').values({ user_id: admin.userId }).execute();
  const standing = await server.services.permissions.standingOf(admin.userId);
  const request = { storeId: '', merchantId, startDate: addDays(today, -29), endDate: today };
  const first = await server.services.reports.bookingReport(standing, request);
  for (let i = 0; i < 3; i++) await server.services.reports.bookingReport(standing, request);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await server.services.reports.bookingReport(standing, request);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { bookings: first.total.bookings, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function run(label: string, handle: DbHandle) {
  await migrateToLatest(handle.db);
  const server = await startTestServer({}, handle);
  try {
    const { merchantId, today } = await fill(server.database.db);
    const r = await measure(server, merchantId, today);
    console.log(label);
    line(
      `merchant 30-day report, ${STORES} stores, ${ORDERS.toLocaleString('en')} orders (${r.bookings} in range) p50`,
      `${r.p50.toFixed(1)} ms`,
    );
    line('merchant 30-day report p99', `${r.p99.toFixed(1)} ms`, 'goal <= 500 ms');
  } finally {
    await server.close();
    await handle.close();
  }
}

async function main() {
  console.log("FeastBook report benchmark (2 shared cores: figures vary with the machine's load)\n");
  if (PG_URL) {
    const scratch = await scratchDatabase(PG_URL, 'fb_report_bench');
    try {
      await run('PostgreSQL', await openDatabase({ databaseUrl: scratch.url }));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
  }
  await run('PGlite', await openDatabase({ dataDir: 'memory://' }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
