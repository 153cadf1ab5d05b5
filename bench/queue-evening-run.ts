// Drives one simulated dinner shift (queue-evening.ts) through the real
// services on a clock the benchmark moves a minute at a time: bookings made
// beforehand arrive and leave (turn table), walk-ins take numbers and see the
// estimate, staff call the first party in each line that a free table suits
// and seat it when it walks up, and a party's table is freed (its hold lifted,
// as staff do on the booking board) when it leaves.
import { createInput } from '../test/helpers/create-input';
import type { TestClock } from '../test/helpers/test-clock';
import type { TestServer } from '../test/helpers/test-server';
import { DEFAULT_QUEUE_TYPES, suitsType, typeForPeople } from '../server/domain/queue/queue-type.rule';
import { makeBenchStore } from './bench-store';
import { DINNER_TURNS, drawEvening, RESET_MS, turnMs, type WalkIn } from './queue-evening';

const MIN = 60_000;
/** A Friday; 17:00 in Shanghai, half an hour before the dinner shift opens. */
export const EVENING_DATE = '2030-03-01';
export const EVENING_START = '2030-03-01T09:00:00Z';
/** The clock stops here whatever is left (02:00 next day). */
const LAST_MINUTE = 9 * 60;

export interface Outcome {
  people: number;
  typeCode: string;
  /** The estimate shown at the take, seconds (-1: "cannot estimate yet"). */
  shownSecond: number;
  waitMs: number;
}

export interface Evening {
  outcomes: Outcome[];
  walkIns: number;
  balked: number;
  booked: number;
  bookingsRefused: number;
  /** Calls or seatings the server refused although the simulation thought the table free. */
  serverRefusals: number;
}

interface Item {
  id: string;
  seats: number;
  /** When the table is next ready for a party (Infinity: a called party is walking up to it). */
  freeAt: number;
  /** Bookings' holds not yet lifted. */
  holds: Array<{ start: number; end: number; orderId: string }>;
}

interface Waiting {
  ticketId: string;
  walkIn: WalkIn;
  typeCode: string;
  takeAt: number;
  shownSecond: number;
}

const isOccupied = (error: unknown) => /occupied/i.test(String((error as Error)?.message));

export async function runEvening(server: TestServer, clock: TestClock, seed: number, name: string): Promise<Evening> {
  clock.set(EVENING_START);
  const start = clock.now().getTime();
  const { booking, queue } = server.services;
  const store = await makeBenchStore(server, name);
  const storeId = store.storeId;
  const dinnerId = store.shiftIds[3];
  const dinner = (await booking.shifts.list(storeId)).find((s) => s.id === dinnerId)!;
  await booking.shifts.update(storeId, dinnerId, { ...dinner, partySizeDurations: DINNER_TURNS });
  const items: Item[] = (await booking.tables.list(storeId)).flatMap((t) =>
    t.items.map((i) => ({ id: i.id, seats: t.seatCapacity, freeAt: start, holds: [] })),
  );
  await queue.setup.open(storeId, dinnerId);
  const crowd = drawEvening(seed);
  const evening: Evening = {
    outcomes: [],
    walkIns: crowd.walkIns.length,
    balked: 0,
    booked: 0,
    bookingsRefused: 0,
    serverRefusals: 0,
  };

  const events: Array<{ at: number; run: () => Promise<void> }> = [];
  const arrivals: Array<{ at: number; orderId: string; itemIds: string[]; diningMs: number }> = [];
  for (const [n, party] of crowd.bookings.entries()) {
    try {
      const order = await booking.orderCreate.create(
        createInput({
          storeId,
          audience: 'STAFF',
          actor: store.staff,
          diner: {
            title: 'UNKNOWN',
            lastName: `Booked ${n}`,
            firstName: '',
            phoneRegionCode: '86',
            phone: `137${String(n).padStart(8, '0')}`,
            language: '',
          },
          reservationDate: EVENING_DATE,
          shiftId: dinnerId,
          startSecond: 17 * 3600 + party.minute * 60,
          adultCount: party.people,
        }),
      );
      evening.booked++;
      for (const id of order.itemIds) {
        items
          .find((i) => i.id === id)!
          .holds.push({ start: order.startTime.getTime(), end: order.endTime.getTime(), orderId: order.id });
      }
      arrivals.push({
        at: order.startTime.getTime() + party.lateMs,
        orderId: order.id,
        itemIds: order.itemIds,
        diningMs: party.diningMs,
      });
    } catch {
      evening.bookingsRefused++; // that start is full
    }
  }

  const types = DEFAULT_QUEUE_TYPES;
  const waiting: Waiting[] = [];
  const walkingUp: Array<{ at: number; party: Waiting; item: Item }> = [];
  const due = <T extends { at: number }>(list: T[], now: number) => {
    const ready = list.filter((e) => e.at <= now).sort((a, b) => a.at - b.at);
    for (const e of ready) list.splice(list.indexOf(e), 1);
    return ready;
  };

  for (let minute = 0; minute <= LAST_MINUTE; minute++) {
    const now = start + minute * MIN;
    const over = minute > crowd.walkIns[crowd.walkIns.length - 1].minute;
    if (over && waiting.length === 0 && walkingUp.length === 0) break;
    clock.set(new Date(now).toISOString());
    for (const e of due(events, now)) await e.run();
    for (const a of due(arrivals, now)) {
      await booking.orderActions.arrive({ storeId }, a.orderId, store.staff);
      const tables = a.itemIds.map((id) => items.find((i) => i.id === id)!);
      // A walk-in sitting on past its party's time delays the booked party, not the other way round.
      const leave = Math.max(now, ...tables.map((t) => t.freeAt)) + a.diningMs;
      for (const t of tables) t.freeAt = leave + RESET_MS;
      events.push({
        at: leave,
        run: async () => {
          await booking.orderActions.turnTable({ storeId }, a.orderId, store.staff);
          for (const t of tables) t.holds = t.holds.filter((h) => h.orderId !== a.orderId);
        },
      });
    }
    for (const walkIn of crowd.walkIns.filter((w) => w.minute === minute)) {
      const ticket = await queue.tickets.take({ storeId, people: walkIn.people, source: 'STAND' });
      const { waitSecond: shownSecond, place } = await queue.board.ticketView(ticket);
      if (place - 1 > walkIn.patienceParties) {
        await queue.tickets.cancel(storeId, ticket.id, 'STORE');
        evening.balked++;
        continue;
      }
      const typeCode = typeForPeople(types, walkIn.people)!.code;
      waiting.push({ ticketId: ticket.id, walkIn, typeCode, takeAt: now, shownSecond });
    }
    for (const { party, item } of due(walkingUp, now)) {
      const seated = await queue.tickets.seat(storeId, party.ticketId, item.id);
      evening.outcomes.push({
        people: party.walkIn.people,
        typeCode: party.typeCode,
        shownSecond: party.shownSecond,
        waitMs: now - party.takeAt,
      });
      item.freeAt = now + party.walkIn.diningMs + RESET_MS;
      events.push({
        at: now + party.walkIn.diningMs,
        run: () => booking.tableLocks.unlock(storeId, seated.occupancy_id!),
      });
    }
    // Each line in order; a party no free table suits lets the next one past (a party of 9 waits for a ten).
    for (const party of [...waiting]) {
      const type = types.find((t) => t.code === party.typeCode)!;
      const people = party.walkIn.people;
      const fits = items
        .filter((i) => suitsType(i.seats, type) && i.seats >= people && i.freeAt <= now)
        .filter((i) => i.holds.every((h) => h.end <= now || h.start >= now + turnMs(people)))
        .sort((a, b) => a.seats - b.seats);
      const item = fits[0];
      if (!item) continue;
      try {
        await queue.tickets.call(storeId, party.ticketId, item.id);
      } catch (error) {
        if (!isOccupied(error)) throw error;
        evening.serverRefusals++;
        continue;
      }
      item.freeAt = Infinity;
      waiting.splice(waiting.indexOf(party), 1);
      walkingUp.push({ at: now + party.walkIn.walkUpMs, party, item });
    }
  }
  return evening;
}
