import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { domainError } from '../../errors';
import { StaffRepository } from '../../identity/staff.repository';
import type { Payer, PaymentQuote } from '../../payment/payment-purpose';
import type { CurrencyOf } from '../../store/store-currency';
import type { TransactionRecord } from '../../payment/transaction.repository';
import { OrderMutation, SYSTEM_ACTOR, type Actor } from '../order-mutation';
import type { OrderRecord } from '../order.record';

/** The currency of the order's store (store-currency.ts). */
export type { CurrencyOf } from '../../store/store-currency';

/**
 * The order a payment is for, locked, when this payer may pay it: the diner
 * it was made for or who made it (as they see it), or staff of its store for
 * money taken at the counter. Anyone else's order does not exist for them.
 */
export async function orderForPayer(
  trx: Kysely<Database>,
  now: Date,
  orderId: string,
  payer: Payer,
): Promise<OrderRecord> {
  if (payer.kind === 'online' && !payer.userId) throw domainError('unauthenticated', 'unauthenticated');
  const m = new OrderMutation(trx, now, SYSTEM_ACTOR);
  return m.load(orderId, payer.kind === 'staff' ? { storeId: payer.storeId } : { dinerUserId: payer.userId as string });
}

/** The parts of a quote every booking-order payment shares. */
export async function quoteBase(
  trx: Kysely<Database>,
  order: OrderRecord,
  currencyOf: CurrencyOf,
): Promise<Pick<PaymentQuote, 'merchantId' | 'storeId' | 'currency' | 'ownerUserId'>> {
  return {
    merchantId: order.merchantId,
    storeId: order.storeId,
    currency: await currencyOf(order.storeId, trx),
    // An offline payment is recorded as the diner's, so it shows among their payments.
    ownerUserId: order.userId ?? (order.creatorType === 'USER' ? order.creatorUserId : null),
  };
}

/**
 * Who paid, for the order log: the payer online, or the staff member who took
 * the money at the store (STORE for the store's own staff, else MERCHANT or
 * ADMIN, as staff calls are logged).
 */
export async function payerActor(trx: Kysely<Database>, payment: TransactionRecord): Promise<Actor> {
  if (payment.channel !== 'IN_STORE') {
    return payment.payerUserId ? { type: 'USER', userId: payment.payerUserId } : SYSTEM_ACTOR;
  }
  const staffUserId = payment.operatorUserId;
  if (!staffUserId) return SYSTEM_ACTOR;
  const staff = new StaffRepository(trx);
  const own = (await staff.membershipsOf(staffUserId)).some((m) => m.storeId === payment.storeId);
  if (own) return { type: 'STORE', userId: staffUserId };
  return { type: (await staff.isAdmin(staffUserId)) ? 'ADMIN' : 'MERCHANT', userId: staffUserId };
}

/** What the order log keeps of a payment. */
export function paymentDetails(payment: TransactionRecord): Record<string, unknown> {
  return {
    transactionNo: payment.transactionNo,
    channel: payment.channel,
    ...(payment.offlineKind && { offlineKind: payment.offlineKind }),
  };
}
