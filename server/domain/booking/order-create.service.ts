import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import type { BookingContextCache } from './booking-context';
import { checkOnlineBooking } from './blacklist-rule';
import { checkDinerSnapshot, type PhoneRules } from './diner-snapshot';
import { isOverlapViolation } from './occupancy.repository';
import { OrderBatchRepository } from './order-batch.repository';
import { decideGroup } from './order-create-group';
import { CreateQueue } from './order-create-queue';
import type { CheckedCreate, CreateOrderInput } from './order-draft';
import type { OrderRecord } from './order.record';
import { OrderRepository } from './order.repository';
import { checkRecordFields } from './order-rules';
import { RecordRefRepository } from './record-ref.repository';
import { checkPlan, type ResolvedSlot } from './table-planner';
import { requireOpenToDiners } from '../org/store-open.rule';

export interface CreateGrouping {
  /** Groups written at once (default 2; each holds a pool connection). */
  lanes?: number;
  /** Creates per group at most (default 32). */
  maxGroup?: number;
  /** Told when the database refused a group and its creates run one by one (rare: worth a log line). */
  onGroupRefused?: (error: unknown, size: number) => void;
}

/**
 * Makes booking orders (diners and staff): checks in the spec's order
 * (diner, date, people, shift or time, rules) before any transaction, then
 * decides under the store-date lock (tables allocated or the staff's choice
 * checked, the deposit from the policy, the timers) and returns the first
 * order again on a retried key. Creates arriving together are decided in
 * one transaction (order-create-group.ts) with the same outcome each would
 * have had alone; when the database refuses such a group, each create runs
 * again on its own (createAlone).
 */
export class OrderCreateService {
  private readonly queue: CreateQueue<CheckedCreate, OrderRecord>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly phones: PhoneRules,
    private readonly now: () => Date,
    private readonly options: CreateGrouping = {},
  ) {
    this.queue = new CreateQueue((creates) => this.createGroup(creates), {
      lanes: options.lanes ?? 2,
      maxGroup: options.maxGroup ?? 32,
    });
  }

  async create(input: CreateOrderInput): Promise<OrderRecord> {
    return this.queue.submit(await this.check(input));
  }

  /**
   * One create in a transaction of its own, with `then` run in the same
   * transaction on the order made: what answers a request with an order
   * (a private dining request) commits with the order or not at all.
   */
  async createWith(
    input: CreateOrderInput,
    then: (trx: Kysely<Database>, order: OrderRecord) => Promise<void>,
    /** Runs first in the transaction: lifts what holds the slot for this very create (a waitlist offer's lock). */
    before?: (trx: Kysely<Database>) => Promise<void>,
  ) {
    const create = await this.check(input);
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (before) await before(trx);
        const [outcome] = await decideGroup(trx, this.cache, [create]);
        if ('error' in outcome) throw outcome.error;
        await then(trx, outcome.order);
        return outcome.order;
      });
    } catch (error) {
      if (isOverlapViolation(error)) {
        throw domainError('conflict', create.request.chosenItemIds.length ? 'tableItemOccupied' : 'bookingFull');
      }
      throw error;
    }
  }

  /** Every check that needs no lock; bad input answers here, before any transaction. */
  private async check(input: CreateOrderInput): Promise<CheckedCreate> {
    const now = this.now();
    const diner = await checkDinerSnapshot(
      input.diner,
      input.audience === 'DINER' ? input.callerPhone : undefined,
      this.phones,
    );
    // A diner books under a name the restaurant greets them by; staff may book a walk-in by phone alone.
    if (input.audience === 'DINER' && !diner.lastName && !diner.firstName) {
      throw domainError('invalid', 'dinerNameRequired');
    }
    if (!input.reservationDate) throw domainError('invalid', 'pleaseSelectDate');
    if (!isBusinessDate(input.reservationDate)) throw domainError('invalid', 'invalidDate');
    const people = input.adultCount + input.childCount;
    if (people < 1 || input.adultCount < 0 || input.childCount < 0) throw domainError('invalid', 'pleaseEnterPeople');
    if (input.startSecond === undefined) throw domainError('invalid', 'pleaseSelectShiftOrTime');
    checkRecordFields(input.extendedJson);
    if (input.deposit.kind === 'AMOUNT' && input.deposit.amount.trim().startsWith('-')) {
      throw domainError('invalid', 'amountNegative');
    }
    if (input.deposit.kind === 'AMOUNT' && !/^\d{1,10}$/.test(input.deposit.amount)) {
      throw domainError('invalid', 'invalidAmount');
    }
    await new RecordRefRepository(this.db).check(input.storeId, input);
    if (input.audience === 'DINER') await requireOpenToDiners(this.db, input.storeId);

    const request = {
      audience: input.audience,
      date: input.reservationDate,
      shiftId: input.shiftId,
      startSecond: input.startSecond,
      people,
      quantity: input.quantity,
      chosenItemIds: input.audience === 'STAFF' ? input.chosenItemIds : [],
      durationSecond: input.audience === 'STAFF' ? input.durationSecond : undefined,
    };
    // A warm cache is used without asking for the version (the transaction
    // checks it); a refusal is only given on settings read fresh.
    let cached = this.cache.peek(input.storeId) ?? (await this.cache.get(this.db, input.storeId));
    let slot: ResolvedSlot;
    try {
      slot = checkPlan(cached, request, now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      cached = await this.cache.get(this.db, input.storeId);
      slot = checkPlan(cached, request, now);
    }
    const { heldForStaff } = await checkOnlineBooking(this.db, input, diner);
    return { input, diner, people, request, cached, slot, key: input.idempotencyKey.trim() || null, now, heldForStaff };
  }

  private async createGroup(creates: CheckedCreate[]) {
    try {
      const outcomes = await this.db.transaction().execute((trx) => decideGroup(trx, this.cache, creates));
      return outcomes.map((o) => ('order' in o ? { ok: o.order } : { error: o.error }));
    } catch (error) {
      // The connection was lost: the group may have been written (its COMMIT
      // sent, the answer lost). Creating each again could book it twice, or
      // refuse it as full against its own tables; each is answered
      // unavailable instead, and a retry with its key finds what was made.
      if (isDatabaseUnavailable(error)) return creates.map(() => ({ error }));
      // The database refused the group's write (a hold taken by a writer
      // outside the store-date lock, a retried request racing on another
      // instance): each create again on its own, which answers with its own
      // outcome. The refusal itself is what createAlone meets and maps.
      this.options.onGroupRefused?.(error, creates.length);
      return Promise.all(
        creates.map((c) =>
          this.createAlone(c).then(
            (order) => ({ ok: order }),
            (error: unknown) => ({ error }),
          ),
        ),
      );
    }
  }

  /**
   * One create in a transaction of its own (a group of one), with the
   * database's refusals told in the create's terms: an overlapping hold is
   * the slot or the chosen item taken meanwhile, a duplicate key a retry
   * that raced the first request.
   */
  private async createAlone(create: CheckedCreate): Promise<OrderRecord> {
    const { input, key, request } = create;
    try {
      const [outcome] = await this.db.transaction().execute((trx) => decideGroup(trx, this.cache, [create]));
      if ('error' in outcome) throw outcome.error;
      return outcome.order;
    } catch (error) {
      if (isOverlapViolation(error)) {
        throw domainError('conflict', request.chosenItemIds.length ? 'tableItemOccupied' : 'bookingFull');
      }
      // Two retries of one request raced past each other: the first one made the order.
      if ((error as { constraint?: string }).constraint === 'booking_order_idempotency_key' && key) {
        const [[first]] = await new OrderBatchRepository(this.db).creatorConflicts([
          { creatorUserId: input.actor.userId!, idempotencyKey: key, check: null },
        ]);
        if (first) return (await new OrderRepository(this.db).find(first.id))!;
      }
      throw error;
    }
  }
}
