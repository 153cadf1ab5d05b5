import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BookingContext } from '../booking/booking-context';
import { turnTimeOf } from '../booking/booking-calendar';
import { QueueRepository, type QueueSession, type QueueTicket, type QueueType } from './queue.repository';
import { suitsType } from './queue-type.rule';
import { estimateWaits, PACE_WINDOW_MS, type ItemHolds } from './wait-estimate.rule';

/** A party seated past its expected end is expected to leave within this. */
const OVERSTAY_MS = 5 * 60_000;
/** How far ahead holds count: past this, a table is as good as free. */
const HORIZON_MS = 8 * 3600_000;

export interface LineEstimate {
  /** Per live ticket: 1-based place among its type's waiting parties (0 once called) and the wait in seconds (-1: unknown). */
  tickets: Map<string, { place: number; waitSecond: number }>;
  /** Per type: the wait of a party taking a number now. */
  nextWait: Map<string, number>;
  waitingCount: Map<string, number>;
}

/** The turn time of a walk-in party: the shift's rule for its size, as for a booking. */
export function queueTurnSecond(context: BookingContext, shiftId: string, people: number): number {
  const shift = context.shifts.find((s) => s.id === shiftId);
  const fallback = context.rule.defaultDurationSecond;
  return shift ? turnTimeOf(shift, people, fallback) : fallback;
}

/** Loads the facts the wait rule needs (holds, line, recent seatings) and runs it per queue type. */
export class QueueEstimateService {
  constructor(private readonly now: () => Date) {}

  async estimate(
    db: Kysely<Database>,
    context: BookingContext,
    session: QueueSession,
    types: QueueType[],
    line: QueueTicket[],
  ): Promise<LineEstimate> {
    const now = this.now().getTime();
    const queues = new QueueRepository(db);
    // Called parties' own holds are where they are about to sit: not a table freeing up for others.
    const calledHolds = new Set(line.filter((t) => t.status === 'CALLED' && t.occupancy_id).map((t) => t.occupancy_id));
    const holds = (await queues.holds(session.store_id, new Date(now - HORIZON_MS), new Date(now + HORIZON_MS))).filter(
      (h) => !calledHolds.has(h.id),
    );
    const seatings = await queues.seatTimes(session.id, new Date(now - PACE_WINDOW_MS));
    const result: LineEstimate = { tickets: new Map(), nextWait: new Map(), waitingCount: new Map() };
    const tables = [...context.items.values()];
    for (const type of types) {
      const range = { minPeople: type.min_people, maxPeople: type.max_people };
      let suitable = tables.filter((t) => suitsType(t.table.seatCapacity, range));
      if (suitable.length === 0) suitable = tables.filter((t) => t.table.seatCapacity >= type.min_people);
      const items: ItemHolds[] = suitable.map(({ item, table }) => ({
        itemId: item.id,
        seats: table.seatCapacity,
        holds: holds
          .filter((h) => h.itemId === item.id)
          .map((h) => ({
            start: h.start.getTime(),
            // An arrived party still seated past its expected end leaves soon, not at once.
            end: h.arrived && h.end.getTime() <= now ? now + OVERSTAY_MS : h.end.getTime(),
          }))
          .filter((h) => h.end > now),
      }));
      const ofType = line.filter((t) => t.queue_type_id === type.id);
      const turn = (people: number) => queueTurnSecond(context, session.store_shift_id, people) * 1000;
      const waits = estimateWaits({
        now,
        items,
        line: [
          ...ofType.map((t) => ({ id: t.id, turnMs: turn(t.people), people: t.people })),
          { id: 'next', turnMs: turn(type.min_people), people: type.min_people },
        ],
        recentSeatTimes: seatings.filter((s) => s.typeId === type.id).map((s) => s.seatTime.getTime()),
      });
      const seconds = (ms: number | undefined) => (ms === undefined ? -1 : Math.round(ms / 1000));
      let place = 0;
      for (const t of ofType) {
        if (t.status === 'WAITING') place++;
        result.tickets.set(t.id, { place: t.status === 'WAITING' ? place : 0, waitSecond: seconds(waits.get(t.id)) });
      }
      result.nextWait.set(type.id, seconds(waits.get('next')));
      result.waitingCount.set(type.id, ofType.length);
    }
    return result;
  }
}
