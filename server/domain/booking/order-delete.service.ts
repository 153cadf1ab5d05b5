import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { OrderMutation, type Actor } from './order-mutation';

/**
 * Staff delete an order from the store's books. Only a CLOSED order: an open
 * one still holds tables and may still hold money, and a FINISHED one is a
 * served meal that belongs in the store's figures. A closed order with a
 * refund still under way waits until the refund ends, so the money record
 * stays where staff can follow it. The row stays (payments and the log refer
 * to it); the store's reads leave it out, the diner's history keeps it.
 */
export class OrderDeleteService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  delete(storeId: string, orderId: string, actor: Actor): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const m = new OrderMutation(trx, this.now(), actor);
      const order = await m.load(orderId, { storeId });
      if (order.status !== 'CLOSED') throw domainError('precondition', 'orderDeleteOnlyClosed');
      if (order.refundingAmount !== '0' || order.finalRefundingAmount !== '0') {
        throw domainError('precondition', 'orderDeleteRefunding');
      }
      await m.orders.update(order.id, { delete_time: m.now }, m.now);
      await m.log(order, { type: 'DELETE', before: { status: order.status }, after: {}, remark: '' });
    });
  }
}
