import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GroupBuyPlatform, PlatformOrderChannel } from '../../providers/groupbuy/group-buy-platform';
import type { OrderCreateService } from '../booking/order-create.service';
import { OrderMutation, type Actor } from '../booking/order-mutation';
import type { OrderRecord } from '../booking/order.record';
import { OrderRepository } from '../booking/order.repository';
import { domainError } from '../errors';
import { platformFailure, type PlatformTokens } from './platform-tokens';
import {
  ThirdPartyOrderRepository,
  type OrderListQuery,
  type ThirdPartyOrderRecord,
} from './third-party-order.repository';
import { checkLinkable, checkWaitingForStore, type ThirdPartyStatus } from './third-party-status';

const CLOSED_BOOKING = new Set(['CLOSED', 'FINISHED']);

/**
 * Staff on their store's third-party orders: list and read, accept or reject
 * (told to the platform first, then written, so a refusal there writes
 * nothing here), and link a booking order, assigned or made from it.
 * Another store's order does not exist for the caller.
 */
export class ThirdPartyOrderService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly platform: GroupBuyPlatform,
    private readonly tokens: PlatformTokens,
    private readonly orderCreate: OrderCreateService,
    private readonly now: () => Date,
  ) {}

  async list(query: OrderListQuery) {
    const limit = Math.min(Math.max(query.limit || 20, 1), 100);
    const rows = await new ThirdPartyOrderRepository(this.db).list({ ...query, limit });
    return { list: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  async get(storeId: string, id: string): Promise<{ order: ThirdPartyOrderRecord; booking: OrderRecord | null }> {
    const order = await this.visible(this.db, storeId, id);
    const booking = order.booking_order_id
      ? ((await new OrderRepository(this.db).find(order.booking_order_id)) ?? null)
      : null;
    return { order, booking };
  }

  accept(storeId: string, id: string) {
    return this.answer(storeId, id, 'accepted', (token, platformId) => this.channel().accept(token, platformId));
  }

  reject(storeId: string, id: string, reason: string) {
    if (reason.length > 200) throw domainError('invalid', 'thirdPartyReasonTooLong');
    return this.answer(storeId, id, 'rejected', (token, platformId) =>
      this.channel().reject(token, platformId, reason.trim()),
    );
  }

  /** The platform's reservation orders; a platform without them never sent an order to answer. */
  private channel(): PlatformOrderChannel {
    if (!this.platform.orders) throw domainError('precondition', 'thirdPartyPlatformRefused');
    return this.platform.orders;
  }

  /** Links an open booking order of the same store; it then follows the platform (source MEITUAN_SYNC). */
  async assign(storeId: string, id: string, bookingOrderId: string, actor: Actor): Promise<ThirdPartyOrderRecord> {
    return this.db.transaction().execute(async (trx) => {
      const order = await this.visible(trx, storeId, id, true);
      checkLinkable(order.status, order.booking_order_id);
      const booking = await new OrderMutation(trx, this.now(), actor).load(bookingOrderId, { storeId });
      if (CLOSED_BOOKING.has(booking.status)) throw domainError('precondition', 'thirdPartyBookingClosed');
      const orders = new ThirdPartyOrderRepository(trx);
      if (await orders.findByBooking(booking.id)) throw domainError('conflict', 'thirdPartyBookingAlreadyLinked');
      await new OrderRepository(trx).update(booking.id, { source: 'MEITUAN_SYNC' }, this.now());
      return orders.link(order.id, booking.id, this.now());
    });
  }

  /**
   * Makes the booking (staff audience, no deposit: the diner paid the
   * platform) and links it in the create's own transaction.
   */
  async createBooking(storeId: string, id: string, actor: Actor, idempotencyKey: string) {
    const order = await this.visible(this.db, storeId, id);
    checkLinkable(order.status, order.booking_order_id);
    const { lastName, firstName } = splitName(order.diner_name);
    const booking = await this.orderCreate.create({
      storeId,
      audience: 'STAFF',
      actor,
      diner: {
        title: '',
        lastName,
        firstName,
        phoneRegionCode: '86',
        phone: order.diner_phone,
        language: '',
      },
      reservationDate: order.reservation_date,
      adultCount: order.adult_count,
      childCount: 0,
      shiftId: '',
      startSecond: order.reservation_start_second,
      quantity: 1,
      chosenItemIds: [],
      source: 'MEITUAN_SYNC',
      channelId: null,
      takerId: null,
      platformTags: [],
      tagIds: [],
      dinerRemark: order.remark,
      storeRemark: `${order.platform} ${order.platform_order_id} ${order.product_name}`.trim(),
      dietPreference: '',
      dietTaboo: '',
      serviceRequirement: '',
      extendedJson: '',
      inviteCode: '',
      deposit: { kind: 'NONE' },
      idempotencyKey: idempotencyKey.trim() || `third-party-order-${order.id}`,
      // The platform already sold the diner this time; staff record it, pacing does not refuse it.
      confirmOverPacing: true,
      onCreated: async (trx, made) => {
        const locked = await this.visible(trx, storeId, id, true);
        checkLinkable(locked.status, locked.booking_order_id);
        await new ThirdPartyOrderRepository(trx).link(locked.id, made.id, this.now());
      },
    });
    return { order: await this.visible(this.db, storeId, id), booking };
  }

  private async answer(
    storeId: string,
    id: string,
    to: ThirdPartyStatus,
    tell: (token: string, platformOrderId: string) => Promise<void>,
  ): Promise<ThirdPartyOrderRecord> {
    const before = await this.visible(this.db, storeId, id);
    checkWaitingForStore(before.status);
    try {
      await this.tokens.call(storeId, (token) => tell(token, before.platform_order_id));
    } catch (error) {
      throw platformFailure(error);
    }
    return this.db.transaction().execute(async (trx) => {
      const order = await this.visible(trx, storeId, id, true);
      // The platform may push this very answer before its reply reaches us:
      // the order already says what the store answered, and that is success.
      if (order.status === to) return order;
      // Answered otherwise meanwhile (another device, the platform): that answer stands.
      checkWaitingForStore(order.status);
      // The platform's update time stays: only the platform's own later word (its
      // push of this answer, or a cancellation after it) may replace this status.
      return new ThirdPartyOrderRepository(trx).setStatus(order.id, to, order.platform_update_time, this.now());
    });
  }

  private async visible(db: Kysely<Database>, storeId: string, id: string, forUpdate = false) {
    const order = await new ThirdPartyOrderRepository(db).find(id, forUpdate);
    if (!order || order.store_id !== storeId) throw domainError('not_found', 'thirdPartyOrderNotFound');
    return order;
  }
}

/**
 * The platform gives one name: a Chinese name is family name first (its
 * first character here), a Latin one with spaces given name first.
 */
export function splitName(name: string): { lastName: string; firstName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) return { firstName: words[0], lastName: words.slice(1).join(' ') };
  const [last = '', ...rest] = [...(words[0] ?? '')];
  return { lastName: last, firstName: rest.join('') };
}
