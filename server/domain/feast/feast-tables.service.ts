import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CreateOrderInput } from '../booking/order-draft';
import type { Actor } from '../booking/order-mutation';
import { DomainError, domainError } from '../errors';
import type { FeastRecord } from './feast.record';
import { FeastRepository } from './feast.repository';
import type { FeastEvents } from './feast-events';
import { scheduleHeadcount } from './feast-timers';
import { feastMove } from './feast-transitions';

/**
 * What feasts use of the booking engine: a staff booking order of the host
 * store holds the feast's tables (so the board, timeline and print sheet
 * show it, and the exclusion constraint keeps everyone else off them), and
 * closing that order frees them. No second booking path.
 */
export interface FeastBookingPort {
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  /** The items the engine's own allocation would give a party at that slot (empty: none free). */
  suggestTables(storeId: string, date: string, shiftId: string, startSecond: number, people: number): Promise<string[]>;
  /** Closes the order as the store (STORE_CANCEL); an order already closed is left as it is. */
  closeOrder(storeId: string, orderId: string, actor: Actor, remark: string): Promise<void>;
}

/** Publishing a feast onto real tables, and giving them back when it closes. */
export class FeastTablesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly booking: FeastBookingPort,
    private readonly events: FeastEvents,
    private readonly now: () => Date,
  ) {}

  /**
   * WAIT_PUBLISH -> FORMING. The tables are checked (the store's, seating the
   * feast, each table's minimum seats per feast) and held first by a booking
   * order for the feast's date, time and duration; then the feast opens in
   * one transaction with its headcount timer. If the feast moved on meanwhile,
   * the order is closed again.
   */
  async publish(storeId: string, feastId: string, itemIds: string[], actor: Actor): Promise<FeastRecord> {
    const repo = new FeastRepository(this.db);
    const feast = await repo.find(feastId);
    if (!feast || feast.storeId !== storeId) throw domainError('not_found', 'feastNotFound');
    feastMove('PUBLISH', feast.status);
    const now = this.now();
    if (feast.registrationDeadline.getTime() < now.getTime()) throw domainError('invalid', 'feastDeadlineBeforeNow');
    const ids = [...new Set(itemIds)];
    if (ids.length === 0) throw domainError('invalid', 'feastTablesRequired');
    const items = await repo.tableItems(storeId, ids);
    if (items.length !== ids.length) throw domainError('not_found', 'tableItemNotFound');
    if (items.some((i) => i.min_seats_per_feast > feast.participantCount)) {
      throw domainError('invalid', 'feastTableMinSeats');
    }
    const seats = items.reduce((sum, i) => sum + i.seat_capacity, 0);
    if (seats < feast.participantCount) throw domainError('invalid', 'feastTablesTooSmall');

    const order = await this.booking.createOrder(this.orderInput(feast, ids, actor));
    try {
      return await this.db.transaction().execute(async (trx) => {
        const locked = (await new FeastRepository(trx).lock(feast.id))!;
        feastMove('PUBLISH', locked.status);
        const published = await new FeastRepository(trx).update(
          feast.id,
          {
            status: 'FORMING',
            booking_order_id: order.id,
            table_item_ids: JSON.stringify(ids),
            publish_time: now,
            tables_released: false,
          },
          now,
        );
        await scheduleHeadcount(trx, feast.id, feast.registrationDeadline);
        await this.events.raise(trx, [{ kind: 'FEAST_PUBLISHED', feastId: feast.id, userId: feast.creatorUserId }]);
        return published;
      });
    } catch (error) {
      if (error instanceof DomainError) {
        await this.booking.closeOrder(storeId, order.id, actor, `feast ${feast.number} not published`);
      }
      throw error;
    }
  }

  /**
   * Its diner creator opens a feast the store approved (WAIT_PUBLISH). A diner
   * does not know the store's tables, so the booking engine's own allocation
   * picks them for the feast's seats at its date and time; then it is the
   * store's publish, with every one of its checks. The order is the store's
   * (actor SYSTEM), never one of the diner's own bookings.
   */
  async publishForCreator(userId: string, feastId: string): Promise<FeastRecord> {
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast || feast.creatorUserId !== userId || feast.createdByStaff) {
      throw domainError('not_found', 'feastNotFound');
    }
    feastMove('PUBLISH', feast.status);
    const ids = await this.booking.suggestTables(
      feast.storeId,
      feast.reservationDate,
      feast.storeShiftId,
      feast.startSecond,
      feast.participantCount,
    );
    if (ids.length === 0) throw domainError('precondition', 'feastNoTablesFree');
    return this.publish(feast.storeId, feast.id, ids, { type: 'SYSTEM', userId: null });
  }

  private orderInput(feast: FeastRecord, itemIds: string[], actor: Actor): CreateOrderInput {
    return {
      storeId: feast.storeId,
      audience: 'STAFF',
      actor,
      diner: {
        title: 'UNKNOWN',
        lastName: `${feast.number} ${feast.title}`.slice(0, 60),
        firstName: '',
        phoneRegionCode: '',
        phone: '',
        language: '',
      },
      reservationDate: feast.reservationDate,
      adultCount: feast.participantCount,
      childCount: 0,
      shiftId: feast.storeShiftId,
      startSecond: feast.startSecond,
      quantity: 0,
      chosenItemIds: itemIds,
      source: 'MANUAL',
      channelId: null,
      takerId: null,
      platformTags: ['FEAST'],
      tagIds: [],
      dinerRemark: '',
      storeRemark: `Feast ${feast.number}`,
      dietPreference: '',
      dietTaboo: '',
      serviceRequirement: '',
      extendedJson: JSON.stringify({ feastId: feast.id }),
      inviteCode: '',
      deposit: { kind: 'NONE' },
      idempotencyKey: `feast-publish-${feast.id}`,
      durationSecond: feast.durationSecond,
    };
  }

  /**
   * Frees a closed feast's tables: closes its booking order through the
   * booking engine, then marks the feast released. Idempotent (the release
   * job and the call right after a close may both run it).
   */
  async release(feastId: string): Promise<void> {
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast || feast.status !== 'CLOSED' || feast.tablesReleased || !feast.bookingOrderId) return;
    await this.booking.closeOrder(
      feast.storeId,
      feast.bookingOrderId,
      { type: 'SYSTEM', userId: null },
      `feast ${feast.number} closed`,
    );
    await new FeastRepository(this.db).update(feast.id, { tables_released: true }, this.now());
  }
}
