// Part of `npm run bench`: one day's availability when every shift has a
// kitchen pacing limit (docs/booking-engine.md § Pacing), on PGlite and, with
// BENCH_DATABASE_URL or TEST_DATABASE_URL, on a scratch PostgreSQL database.
// The figure is printed against its goal, never asserted.
import { SlotInventory_State } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { addDays } from '@common/business-date';
import type { TestServer } from '../test/helpers/test-server';
import { onBothDatabases } from './bench-databases';
import { makeBenchStore, staffBooking, type BenchStore } from './bench-store';
import { figureLine, load1 } from './figures';

const GOAL_P99_MS = 5;
const WARM_UP_CALLS = 2000;
const CALLS = 1000;
const ORDERS = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Every shift of the store limited to 24 covers and 6 parties per 15 minutes (or none). */
async function setPacing(server: TestServer, store: BenchStore, on: boolean) {
  const shifts = server.services.booking.shifts;
  for (const shift of await shifts.list(store.storeId)) {
    await shifts.update(store.storeId, shift.id, {
      ...shift,
      pacingMaxCovers: on ? 24 : undefined,
      pacingMaxParties: on ? 6 : undefined,
    });
  }
}

/**
 * 1,000 staff bookings (confirmed over the limits), one in twelve tomorrow: about nine
 * parties at each of its nine starts, over the limits but short of filling the tables.
 */
async function fill(server: TestServer, store: BenchStore): Promise<{ date: string; made: number }> {
  let made = 0;
  for (let n = 0; made < ORDERS && n < ORDERS * 5; n++) {
    const request = n % 12 === 0 ? staffBooking(store, n, 1, 1) : staffBooking(store, n, 2, 20);
    try {
      await server.services.booking.orderCreate.create({ ...request, confirmOverPacing: true });
      made++;
    } catch {
      // that slot's tables are full: the next one
    }
  }
  return { date: addDays(store.today, 1), made };
}

async function timeCalls(call: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP_CALLS; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function run(label: string, server: TestServer): Promise<boolean> {
  const store = await makeBenchStore(server, `bench-pacing-${label.toLowerCase()}`);
  await setPacing(server, store, true);
  const { date, made } = await fill(server, store);
  const session = await server.createUserSession({ nickname: 'pacing bench diner' });
  const client = server.client(DinerAvailabilityService, { sessionKey: session.sessionKey });
  const call = () => client.queryBookingInventory({ storeId: store.storeId, reservationDate: date, peopleCount: 4 });
  const answer = await call();
  const paced = answer.list.flatMap((s) => s.slotList).filter((s) => s.state === SlotInventory_State.PACED).length;
  const slots = answer.list.reduce((n, s) => n + s.slotList.length, 0);
  console.log(`\n${label} (${made} orders, ${paced} of ${slots} slots PACED for a party of 4)`);
  const on = await timeCalls(call);
  console.log(figureLine('availability of one day with pacing, over HTTP, p99', on.p99, 'ms', { atMost: GOAL_P99_MS }));
  console.log(`  ${'  p50'.padEnd(58)} ${`${on.p50.toFixed(2)} ms`.padStart(12)}`);
  await setPacing(server, store, false);
  const off = await timeCalls(call);
  console.log(
    `  ${'  the same day without pacing, p50 / p99'.padEnd(58)} ${`${off.p50.toFixed(2)} / ${off.p99.toFixed(2)} ms`.padStart(12)}`,
  );
  return true;
}

console.log(`FeastBook pacing benchmark (2 shared cores, load ${load1()} now)`);
onBothDatabases('fb_bench_pacing', run).then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
