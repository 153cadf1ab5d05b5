import type { Kysely } from 'kysely';
import { epochDay } from '@common/business-date';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import type { BookingContextCache } from './booking-context';
import { scheduleOrderTimers } from './booking-timers';
import { ContextRepository, type HeldInterval, type HeldWindow } from './context.repository';
import { OrderBatchRepository } from './order-batch.repository';
import { draftOrder, type CheckedCreate, type OrderDraft } from './order-draft';
import type { OrderRecord } from './order.record';
import { OrderRepository } from './order.repository';
import { PacingLedger, shiftHasPacing } from './pacing-rule';
import { refusePending } from './pending-rule';
import { checkPlan, heldWindow, planOn } from './table-planner';
// notifications
import { raiseOrdersCreated } from '../notification/booking-events';

export type CreateOutcome = { order: OrderRecord } | { error: DomainError };

const PENDING = new Set(['WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM']);

/**
 * Decides a group of creates in the caller's transaction, in their order of
 * arrival, exactly as that many single creates one after another would:
 * the store-date locks of all of them (taken in one order), the creators'
 * earlier orders and the holds read once for the group, then each create
 * planned in memory on the holds read plus those of the group's earlier
 * creates, and every order written in one statement.
 *
 * A create the rules refuse gets its own DomainError and does not disturb
 * the others. Anything else (the database refusing the write) throws, and
 * the caller retries each create on its own.
 */
export async function decideGroup(
  trx: Kysely<Database>,
  cache: BookingContextCache,
  creates: CheckedCreate[],
): Promise<CreateOutcome[]> {
  const context = new ContextRepository(trx);
  await context.lockStoreDates(
    creates.map((c) => ({ storeId: c.input.storeId, epochDay: epochDay(c.input.reservationDate) })),
    // Diners' creates are checked for their pending orders at the same store and time (below).
    creates.filter((c) => c.input.audience === 'DINER').map((c) => c.input.actor.userId!),
  );
  const batch = new OrderBatchRepository(trx);
  const conflicts = await batch.creatorConflicts(
    creates.map((c) => ({
      creatorUserId: c.input.actor.userId!,
      idempotencyKey: c.key,
      check:
        c.input.audience === 'DINER'
          ? { storeId: c.input.storeId, startTime: new Date(c.slot.startMs), endTime: new Date(c.slot.endMs) }
          : null,
    })),
  );
  const windows = new WindowSet(creates.map((c) => heldWindow(c.cached, c.slot, c.input.reservationDate)));
  const reads = await context.versionsAndHeld(windows.unique);
  // Pacing counts bookings, not holds: read under the same locks, once per shift and date.
  const pacing = new PacingLedger(trx);
  await pacing.prefetch(
    creates
      .filter((c) => shiftHasPacing(c.slot.shift))
      .map((c) => ({
        storeId: c.input.storeId,
        shiftId: c.slot.shift.id,
        fromDate: c.input.reservationDate,
        toDate: c.input.reservationDate,
      })),
  );

  const decisions: Decision[] = [];
  const made: { index: number; create: CheckedCreate; draft: OrderDraft }[] = [];
  for (const [index, create] of creates.entries()) {
    try {
      const earlier = made.filter((m) => m.create.input.actor.userId === create.input.actor.userId);
      const replay =
        conflicts[index].find((c) => c.sameKey)?.id ??
        (create.key ? earlier.find((m) => m.create.key === create.key)?.index : undefined);
      if (replay !== undefined) {
        decisions.push(typeof replay === 'string' ? { replayOf: replay } : { sameAs: replay });
        continue;
      }
      // The diner's pending orders already written (theirs, or staff's for
      // their phone: creatorConflicts) and their own earlier creates of this
      // group. A staff create of the same group for the diner's phone is not
      // among them: which account a phone links to is only found by the
      // insert. That is the outcome of the reverse arrival order, where a
      // staff booking is never checked against the diner's.
      const pending = [
        ...conflicts[index].map((c) => c.status),
        ...(create.input.audience === 'DINER' ? earlier.filter((m) => overlapsPending(m, create)) : []).map(
          (m) => m.draft.order.status,
        ),
      ];
      refusePending(pending);

      const read = reads[windows.indexOf(index)];
      if (!read) throw domainError('not_found', 'storeDoesNotExist');
      let settings = create.cached;
      let slot = create.slot;
      let held = read.held;
      if (read.version !== settings.version) {
        // Settings changed since the checks: decide on the current ones, as a single create does.
        settings = await cache.get(trx, create.input.storeId, read.version);
        slot = checkPlan(settings, create.request, create.now);
        const [fresh] = await context.versionsAndHeld([heldWindow(settings, slot, create.input.reservationDate)]);
        if (!fresh) throw domainError('not_found', 'storeDoesNotExist');
        held = fresh.held;
      }
      const plan = planOn(settings, slot, [...held, ...groupHolds(made, create.input.storeId)], create.request);
      const { storeId, reservationDate: date } = create.input;
      const confirmed = create.input.audience === 'STAFF' && create.input.confirmOverPacing === true;
      await pacing.check(storeId, plan.slot.shift, date, plan.slot.startSecond, create.people, confirmed);
      const draft = draftOrder(create, plan);
      // Counted for the group's later creates, confirmed over the limit or not.
      pacing.add(storeId, plan.slot.shift.id, date, plan.slot.startSecond, create.people);
      made.push({ index, create, draft });
      decisions.push({ made: made.length - 1 });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      decisions.push({ error });
    }
  }

  const orders = made.length ? await batch.insertWithHolds(made.map((m) => m.draft)) : [];
  await scheduleOrderTimers(
    trx,
    made.map((m, i) => ({ orderId: orders[i].id, ...m.draft })),
  );
  // notifications: CREATE_BOOKING_ORDER for each order made
  if (made.length) await raiseOrdersCreated(trx, orders, made[0].create.now);
  for (const [i, m] of made.entries()) await m.create.input.onCreated?.(trx, orders[i]);
  const repository = new OrderRepository(trx);
  const outcomes: CreateOutcome[] = [];
  for (const decision of decisions) {
    if ('error' in decision) outcomes.push({ error: decision.error });
    else if ('made' in decision) outcomes.push({ order: orders[decision.made] });
    else if ('sameAs' in decision) outcomes.push({ order: orders[made.findIndex((m) => m.index === decision.sameAs)] });
    else outcomes.push({ order: (await repository.find(decision.replayOf))! });
  }
  return outcomes;
}

type Decision = { made: number } | { sameAs: number } | { replayOf: string } | { error: DomainError };

/** A diner's earlier order of the group at the same store and time, still waiting for payment or the store. */
function overlapsPending(m: { create: CheckedCreate; draft: OrderDraft }, create: CheckedCreate): boolean {
  const o = m.draft.order;
  return (
    o.storeId === create.input.storeId &&
    PENDING.has(o.status) &&
    o.startTime.getTime() < create.slot.endMs &&
    o.endTime.getTime() > create.slot.startMs
  );
}

/** The holds the group's earlier creates at a store are about to write, as the holds read would show them. */
function groupHolds(made: { index: number; draft: OrderDraft }[], storeId: string): HeldInterval[] {
  return made
    .filter((m) => m.draft.order.storeId === storeId)
    .flatMap(({ index, draft: { order } }) =>
      order.itemIds.map((itemId) => ({
        itemId,
        startMs: order.startTime.getTime(),
        endMs: order.endTime.getTime(),
        orderId: `group:${index}`,
        shiftId: order.shiftId,
        date: order.reservationDate,
      })),
    );
}

/** The creates' hold windows, each distinct one read once. */
class WindowSet {
  readonly unique: HeldWindow[] = [];
  private readonly positions: number[] = [];

  constructor(windows: HeldWindow[]) {
    const seen = new Map<string, number>();
    for (const w of windows) {
      const key = `${w.storeId}|${w.fromMs}|${w.toMs}|${w.fromDate}|${w.toDate}`;
      let position = seen.get(key);
      if (position === undefined) {
        position = this.unique.push(w) - 1;
        seen.set(key, position);
      }
      this.positions.push(position);
    }
  }

  indexOf(create: number): number {
    return this.positions[create];
  }
}
