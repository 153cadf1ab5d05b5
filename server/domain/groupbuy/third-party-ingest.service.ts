import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlatformNotification, PlatformOrder } from '../../providers/groupbuy/group-buy-platform';
import type { OrderRefunds } from '../booking/deposit/order-refunds';
import { BY_POLICY, settleClosedDeposit } from '../booking/deposit/close-settlement';
import { factsOf, OrderMutation, SYSTEM_ACTOR } from '../booking/order-mutation';
import { isAllowed } from '../booking/order-transitions';
import { domainError } from '../errors';
import { NotificationInboxRepository } from './notification-inbox.repository';
import { ThirdPartyBindingRepository } from './third-party-binding.repository';
import { ThirdPartyOrderRepository, type ThirdPartyOrderRecord } from './third-party-order.repository';
import { CLOSES_BOOKING, checkPlatformStatus } from './third-party-status';

export type IngestOutcome = 'created' | 'updated' | 'stale' | 'duplicate';

/**
 * Takes the platform's word on an order, from a push notification or a pull,
 * in one transaction: the order is created once (unique platform order id),
 * a status only replaces an older one (the platform's update time orders
 * them, so a late notification never rolls an order back), and a status
 * that takes the order away closes its linked booking (MEITUAN_STATUS_CHANGE),
 * settling any deposit it holds by the store's policy.
 */
export class ThirdPartyIngestService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly platform: string,
    private readonly refunds: OrderRefunds,
    private readonly now: () => Date,
  ) {}

  /** A verified push: recorded in the inbox under its message id, applied only the first time. */
  receive(notification: PlatformNotification): Promise<IngestOutcome> {
    return this.ingest(notification.order, notification);
  }

  /** An order read by the pull. */
  pulled(order: PlatformOrder): Promise<IngestOutcome> {
    return this.ingest(order, null);
  }

  private async ingest(order: PlatformOrder, notification: PlatformNotification | null): Promise<IngestOutcome> {
    const status = checkPlatformStatus(order.status);
    if (!order.platformOrderId) throw domainError('invalid', 'thirdPartyOrderNotFound');
    if (!order.reservationDate || Number.isNaN(order.updateTime.getTime())) {
      throw domainError('invalid', 'thirdPartyOrderIncomplete');
    }
    const binding = await new ThirdPartyBindingRepository(this.db).findByShop(this.platform, order.shopId);
    if (!binding) throw domainError('not_found', 'thirdPartyShopNotBound');
    let refundIds: string[] = [];
    const outcome = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      if (notification) {
        const fresh = await new NotificationInboxRepository(trx).record(
          this.platform,
          notification.messageId,
          {
            ...order,
            updateTime: order.updateTime.toISOString(),
          },
          now,
        );
        if (!fresh) return 'duplicate' as const;
      }
      const orders = new ThirdPartyOrderRepository(trx);
      const existing = await orders.findByPlatformId(this.platform, order.platformOrderId);
      if (!existing) {
        const made = await orders.insert(binding.store_id, this.platform, order, status, now);
        if (made) return 'created' as const;
      }
      // Written meanwhile by the other path (push and pull raced): read it under lock.
      const current = existing ?? (await orders.findByPlatformId(this.platform, order.platformOrderId))!;
      if (order.updateTime.getTime() <= current.platform_update_time.getTime()) return 'stale' as const;
      const updated = await orders.setStatus(current.id, status, order.updateTime, now);
      if (current.status !== status && CLOSES_BOOKING.has(status) && updated.booking_order_id) {
        refundIds = await this.closeBooking(trx, updated, now);
      }
      return 'updated' as const;
    });
    await this.refunds.submit(refundIds);
    return outcome;
  }

  private async closeBooking(trx: Kysely<Database>, order: ThirdPartyOrderRecord, now: Date): Promise<string[]> {
    const bookingId = order.booking_order_id!;
    await this.refunds.lockPayments(trx, bookingId);
    const m = new OrderMutation(trx, now, SYSTEM_ACTOR);
    const booking = await m.load(bookingId, { system: true });
    // Served, already closed or never a platform booking: nothing to close.
    if (!isAllowed('THIRD_PARTY_CLOSE', factsOf(booking, now))) return [];
    const closed = await m.close(
      booking,
      'THIRD_PARTY_CLOSE',
      `${order.platform} ${order.platform_order_id}: ${order.status}`,
    );
    await settleClosedDeposit(m, this.refunds, closed, BY_POLICY);
    return m.refundIds;
  }
}
