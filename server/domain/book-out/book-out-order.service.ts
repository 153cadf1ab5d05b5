import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderCreateService } from '../booking/order-create.service';
import type { Actor } from '../booking/order-mutation';
import type { OrderRecord } from '../booking/order.record';
import { domainError } from '../errors';
import { BookOutRepository, type BookOutRecord } from './book-out.repository';
import { loadBookOut } from './book-out.service';

/** Where and when staff seat a request, as on the new-booking page, and the deposit they set. */
export interface BookOutOrderChoice {
  reservationDate: string;
  shiftId: string;
  startSecond: number | undefined;
  itemIds: string[];
  /** Cents; '0': no deposit. */
  depositAmount: string;
  storeRemark: string;
  idempotencyKey: string;
}

const CLOSED_ORDER = new Set(['FINISHED', 'CLOSED']);

/** Whether a confirmed request may now take a booking order (or already took this one: a retry). */
function checkAllocatable(form: BookOutRecord, orderId?: string): 'go' | 'done' {
  if (form.status === 'FINISHED' && orderId && form.bookingOrderId === orderId) return 'done';
  if (form.status === 'WAIT_STORE_CONFIRM') throw domainError('precondition', 'bookOutNotConfirmed');
  if (form.status !== 'WAIT_ALLOCATE_BOOKING_ORDER_ID') throw domainError('precondition', 'bookOutNotOpen');
  return 'go';
}

/**
 * A confirmed private dining request gets its booking order: an existing
 * one of the same store (assign), or a new one made by the booking engine's
 * staff create (tables, rules, deposit) in the same transaction as the
 * request's FINISHED, so neither exists without the other. The new order is
 * the diner's own: they see it and pay its deposit at the cashier.
 */
export class BookOutOrderService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrderCreateService,
    private readonly now: () => Date,
  ) {}

  async assign(storeId: string, id: string, bookingOrderId: string): Promise<BookOutRecord> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new BookOutRepository(trx);
      const form = await loadBookOut(trx, { storeId }, id, true);
      if (checkAllocatable(form, bookingOrderId) === 'done') return;
      const order = await repo.orderForAssign(bookingOrderId);
      if (!order) throw domainError('not_found', 'orderNotFound');
      if (order.storeId !== storeId) throw domainError('permission', 'bookOutOrderOtherStore');
      if (CLOSED_ORDER.has(order.status)) throw domainError('precondition', 'bookOutOrderClosed');
      if (await repo.answeredBy(bookingOrderId)) throw domainError('conflict', 'bookOutOrderTaken');
      await repo.finish(form.id, bookingOrderId, this.now());
    });
    return loadBookOut(this.db, { storeId }, id);
  }

  async createOrder(
    storeId: string,
    id: string,
    actor: Actor,
    choice: BookOutOrderChoice,
  ): Promise<{ form: BookOutRecord; order: OrderRecord }> {
    const form = await loadBookOut(this.db, { storeId }, id);
    checkAllocatable(form);
    const order = await this.orders.createWith(
      {
        storeId,
        audience: 'STAFF',
        actor,
        diner: form.diner,
        reservationDate: choice.reservationDate.trim() || form.preferredDate,
        adultCount: form.adultCount,
        childCount: form.childCount,
        shiftId: choice.shiftId || form.shiftId,
        startSecond: choice.startSecond,
        quantity: 0,
        chosenItemIds: choice.itemIds,
        source: 'MANUAL',
        channelId: null,
        takerId: null,
        platformTags: [],
        tagIds: [],
        dinerRemark: form.remark,
        storeRemark: choice.storeRemark,
        dietPreference: '',
        dietTaboo: '',
        serviceRequirement: '',
        extendedJson: '',
        inviteCode: '',
        deposit:
          choice.depositAmount && choice.depositAmount !== '0'
            ? { kind: 'AMOUNT', amount: choice.depositAmount }
            : { kind: 'NONE' },
        idempotencyKey: choice.idempotencyKey,
        forUserId: form.userId,
        // Private dining is arranged with the kitchen (room, menu): pacing does not apply.
        confirmOverPacing: true,
      },
      async (trx, made) => {
        // Checked again under the lock: another member of staff may have answered it meanwhile.
        const locked = await loadBookOut(trx, { storeId }, id, true);
        if (checkAllocatable(locked, made.id) === 'done') return;
        await new BookOutRepository(trx).finish(id, made.id, this.now());
      },
    );
    return { form: await loadBookOut(this.db, { storeId }, id), order };
  }
}
