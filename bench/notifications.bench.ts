// `npm run bench` (after the booking figures): 500 reminders of one store due
// at the same minute. Measures the time from the sweep that raises them until
// every message is with the local providers, and proves none went twice: one
// outbox message per event and channel, with two job runners racing.
import { sql } from 'kysely';
import { openDatabase, type DbHandle } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { JobRunner } from '../server/jobs/job-runner';
import { NotificationDispatcher } from '../server/domain/notification/notification-dispatcher';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { makeBenchStore, staffBooking } from './bench-store';
import { scratchDatabase } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const REMINDERS = 500;

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(12)}  ${goal}`);

async function drain(runners: JobRunner[]): Promise<void> {
  for (;;) {
    const ran = await Promise.all(runners.map((r) => r.runDue(new Date(Date.now() + 1000))));
    if (ran.every((n) => n === 0)) return;
  }
}

async function reminders(server: TestServer): Promise<void> {
  const db = server.database.db;
  const store = await makeBenchStore(server, 'bench-remind');
  let made = 0;
  for (let n = 0; made < REMINDERS; n++) {
    try {
      await server.services.booking.orderCreate.create(staffBooking(store, n, 1, 59));
      made++;
    } catch {
      // a full slot: the next one
    }
  }
  // A second runner with its own dispatcher, as another server instance would have.
  const other = new JobRunner(db);
  new NotificationDispatcher(db, server.services.notifications.channels, () => new Date()).register(other);
  const runners = [server.services.jobs, other];
  await drain(runners); // the bookings' own messages, not measured
  // Every order now starts 119 minutes from now: all due within the store's 120-minute lead.
  const start = new Date(Date.now() + 119 * 60_000);
  await db
    .updateTable('booking_order')
    .set({ start_time: start, order_time: new Date(Date.now() - 86_400_000), status: 'WAIT_SERVICE' })
    .where('store_id', '=', store.storeId)
    .execute();
  await sql`ANALYZE`.execute(db);

  const t0 = performance.now();
  const raised = await server.services.notifications.reminders.sweep(new Date());
  const tRaised = performance.now();
  await drain(runners);
  const tDone = performance.now();

  const deliveries = await db
    .selectFrom('notification_delivery as d')
    .innerJoin('notification_event as e', 'e.id', 'd.event_id')
    .select(['d.channel', 'd.status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('e.type', '=', 'REMIND_ARRIVAL')
    .groupBy(['d.channel', 'd.status'])
    .execute();
  const sent = deliveries.filter((d) => d.status === 'SUCCESS').reduce((n, d) => n + Number(d.n), 0);
  const twice = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      SELECT d.event_id, d.channel FROM local_push_outbox o
      JOIN notification_delivery d ON d.idempotency_key = o.idempotency_key
      JOIN notification_event e ON e.id = d.event_id AND e.type = 'REMIND_ARRIVAL'
      GROUP BY d.event_id, d.channel HAVING count(*) > 1
    ) twice`.execute(db);
  const messages = await sql<{ n: string }>`
    SELECT count(*) AS n FROM local_push_outbox o
    JOIN notification_delivery d ON d.idempotency_key = o.idempotency_key
    JOIN notification_event e ON e.id = d.event_id AND e.type = 'REMIND_ARRIVAL'`.execute(db);
  // A second sweep of the same minute raises nothing more.
  const again = await server.services.notifications.reminders.sweep(new Date());

  line(`reminders raised by one sweep (${REMINDERS} orders due the same minute)`, String(raised));
  line('  sweep (find the orders, raise the events) ms', (tRaised - t0).toFixed(0));
  line(
    'time until all are delivered to the local providers, ms',
    (tDone - t0).toFixed(0),
    'goal < 60000 (within the minute)',
  );
  line('  ratio to the goal', (60000 / (tDone - t0)).toFixed(2));
  line('  messages per second', ((sent / (tDone - t0)) * 1000).toFixed(0));
  for (const d of deliveries) line(`  deliveries ${d.channel} ${d.status}`, d.n);
  line('messages in the outbox / deliveries SUCCESS', `${messages.rows[0].n} / ${sent}`);
  line('events or channels with a message sent twice (two runners racing)', twice.rows[0].n, 'goal 0');
  line('reminders raised by a second sweep of the minute', String(again), 'goal 0');
}

async function onServer(handle: DbHandle): Promise<void> {
  await migrateToLatest(handle.db);
  const server = await startTestServer({}, handle);
  try {
    await reminders(server);
  } finally {
    await server.close();
    await handle.close();
  }
}

async function main() {
  console.log(`\nFeastBook notification benchmark: ${REMINDERS} reminders due at one minute\n`);
  if (PG_URL) {
    console.log('PostgreSQL');
    const scratch = await scratchDatabase(PG_URL, 'fb_bench_notify');
    try {
      await onServer(await openDatabase({ databaseUrl: scratch.url }));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  console.log('\nPGlite');
  await onServer(await openDatabase({ dataDir: 'memory://' }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
