// Part of `npm run bench`: 200 walk-ins take numbers at once over HTTP, then
// four staff call and seat them at once, as tables free (docs/queue.md §
// Benchmarks). Prints throughput and latency (never asserted) and checks what
// must hold under the race: numbers unique in the shift, each party seated
// once, no table seated twice at once; a broken check throws.
import { QueueTicket_Status as Status } from '@gen/booking/v1/queue_pb';
import { StoreQueueService } from '@gen/booking/v1/store_queue_service_pb';
import { DEFAULT_QUEUE_TYPES, suitsType, typeForPeople } from '../server/domain/queue/queue-type.rule';
import { testClock } from '../test/helpers/test-clock';
import type { TestServer } from '../test/helpers/test-server';
import { onBothDatabases } from './bench-databases';
import { makeBenchStore } from './bench-store';
import { load1 } from './figures';
import { partySize, percentile, seededRandom } from './queue-evening';

const TAKES = 200;
const STAFF = 4;
/** 11:00 in Shanghai, lunch (90-minute turns): each round of seating ends as the clock moves past it. */
const clock = testClock('2030-03-01T03:00:00Z');
const ROUND_MS = 91 * 60_000;

const row = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value.padStart(16)}`);
const timed = async <T>(times: number[], call: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  try {
    return await call();
  } finally {
    times.push(performance.now() - t);
  }
};
const figures = (label: string, times: number[], ms: number) => {
  row(`${label}: calls, calls/s`, `${times.length}, ${((times.length / ms) * 1000).toFixed(0)}/s`);
  row(`${label}: p50 / p99 latency`, `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`);
};

async function run(label: string, server: TestServer): Promise<boolean> {
  clock.set('2030-03-01T03:00:00Z');
  const store = await makeBenchStore(server, `bench-queue-rush-${label.toLowerCase()}`);
  const storeId = store.storeId;
  const db = server.database.db;
  const { merchant_id } = await db
    .selectFrom('store')
    .select('merchant_id')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const staff = [server.client(StoreQueueService, { sessionKey: store.staffSessionKey })];
  for (let i = 1; i < STAFF; i++) {
    const s = await server.createUserSession({ nickname: `rush staff ${i}` });
    await db.insertInto('staff_member').values({ user_id: s.userId, merchant_id, store_id: storeId }).execute();
    staff.push(server.client(StoreQueueService, { sessionKey: s.sessionKey, deviceId: `stand-${i}` }));
  }
  await staff[0].openQueue({ storeId, storeShiftId: store.shiftIds[1] });
  const items = (await server.services.booking.tables.list(storeId)).flatMap((t) =>
    t.items.map((i) => ({ id: i.id, seats: t.seatCapacity })),
  );
  const random = seededRandom(7);
  const sizes = Array.from({ length: TAKES }, () => partySize(random));

  const takeTimes: number[] = [];
  let started = performance.now();
  const taken = await Promise.all(
    sizes.map((people, i) => timed(takeTimes, () => staff[i % STAFF].takeQueueNumber({ storeId, people }))),
  );
  const takeMs = performance.now() - started;
  const numbers = taken.map((t) => t.ticket!.number);
  const duplicates = numbers.length - new Set(numbers).size;

  const callTimes: number[] = [];
  const seatedBy = new Map<string, number>();
  let refused = 0;
  let rounds = 0;
  started = performance.now();
  for (;;) {
    const used = new Set<string>();
    await Promise.all(
      staff.map(async (client, s) => {
        for (;;) {
          const board = await client.getQueueBoard({ storeId });
          const waiting = board.ticketList.filter((t) => t.status === Status.WAITING);
          // Each staff member looks from its own end of the free tables: they still collide, as at a real stand.
          const pick = waiting
            .map((t) => {
              const type = typeForPeople(DEFAULT_QUEUE_TYPES, t.people)!;
              const free = items.filter((i) => !used.has(i.id) && suitsType(i.seats, type) && i.seats >= t.people);
              return { t, item: s % 2 ? free[free.length - 1] : free[0] };
            })
            .find((p) => p.item);
          if (!pick) return;
          used.add(pick.item.id);
          try {
            const base = { storeId, ticketId: pick.t.id, storeTableItemId: pick.item.id };
            await timed(callTimes, () => client.callQueueTicket(base));
            await timed(callTimes, () => client.seatQueueTicket(base));
            seatedBy.set(pick.t.id, (seatedBy.get(pick.t.id) ?? 0) + 1);
          } catch (error) {
            const message = String((error as Error).message);
            if (!/occupied|no longer be changed/i.test(message)) throw error;
            // Another staff member seated this party first: the table may still be free.
            if (!/occupied/i.test(message)) used.delete(pick.item.id);
            refused++;
          }
        }
      }),
    );
    rounds++;
    const left = await db
      .selectFrom('queue_ticket')
      .select('id')
      .where('store_id', '=', storeId)
      .where('status', '=', 'WAITING')
      .execute();
    if (left.length === 0 || rounds > 20) break;
    clock.advance(ROUND_MS);
  }
  const callMs = performance.now() - started;

  const tickets = await db
    .selectFrom('queue_ticket')
    .select(['id', 'status', 'store_table_item_id', 'seat_time', 'turn_second'])
    .where('store_id', '=', storeId)
    .execute();
  const notSeated = tickets.filter((t) => t.status !== 'SEATED').length;
  const seatedTwice = [...seatedBy.values()].filter((n) => n !== 1).length;
  let overlaps = 0;
  const byTable = new Map<string, typeof tickets>();
  for (const t of tickets.filter((x) => x.seat_time)) {
    byTable.set(t.store_table_item_id!, [...(byTable.get(t.store_table_item_id!) ?? []), t]);
  }
  for (const list of byTable.values()) {
    list.sort((a, b) => a.seat_time!.getTime() - b.seat_time!.getTime());
    for (let i = 1; i < list.length; i++) {
      if (list[i].seat_time!.getTime() < list[i - 1].seat_time!.getTime() + list[i - 1].turn_second! * 1000) overlaps++;
    }
  }
  console.log(
    `\n${label}: ${TAKES} takes at once by ${STAFF} staff, then calls and seats in ${rounds} rounds (load ${load1()})`,
  );
  figures('take number', takeTimes, takeMs);
  figures('call + seat', callTimes, callMs);
  row('duplicate numbers in the shift', String(duplicates));
  row('parties not seated / seated more than once', `${notSeated} / ${seatedTwice}`);
  row('tables seated twice at once', String(overlaps));
  row('races the server refused (table taken, number moved on)', String(refused));
  if (duplicates || notSeated || seatedTwice || overlaps) throw new Error('the queue broke under concurrent staff');
  return true;
}

console.log(`FeastBook walk-in queue under a rush (2 shared cores, load ${load1()} now)`);
onBothDatabases('fb_bench_queue_rush', run, { now: clock.now }).then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
