import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compareCents, subtractCents } from '@common/money';
import type { Database } from '../../../db/schema';
import { PAYMENT_METHODS } from '../../../domain/payment/payment-types';
import {
  NotificationRejected,
  ProviderError,
  refuseStaleNotification,
  type ChannelAccount,
  type CreatePaymentInput,
  type NotificationRequest,
  type PaymentProvider,
  type PaymentState,
  type ProviderNotification,
  type RefundInput,
  type RefundState,
} from '../payment-provider';
import { queueSandboxEvent, type SandboxEvent } from './sandbox-events';
import { SandboxOrderRepository, type SandboxOrder } from './sandbox-order.repository';
import { SANDBOX_HEADER, sameSignature, signCashierLink, signSandboxMessage } from './sandbox-signature';

/**
 * The sandbox channel: a channel that really works on one machine. It keeps
 * its own books, hosts its cashier page (server/http/sandbox-cashier.routes.ts),
 * notifies asynchronously with signed, retried notifications, answers queries
 * and refunds. The default in development and tests; never in production.
 */
export class SandboxProvider implements PaymentProvider {
  readonly channel = 'SANDBOX' as const;
  /** It stands in for any online method. */
  readonly methods = PAYMENT_METHODS.filter((method) => method !== 'OFFLINE');

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  needsPayerAccount(): boolean {
    return false;
  }

  async createPayment(account: ChannelAccount, input: CreatePaymentInput) {
    const order = await new SandboxOrderRepository(this.db).insertOrder({
      orderNo: `SBX${randomBytes(10).toString('hex').toUpperCase()}`,
      outTradeNo: input.transactionNo,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      expireTime: input.expireTime,
      notifyUrl: input.notifyUrl,
      returnUrl: input.returnUrl,
    });
    if (order.amount !== input.amount || order.currency !== input.currency) {
      throw new ProviderError('sandbox: order number already used with other terms', false);
    }
    const sig = signCashierLink(secretOf(account), order.orderNo);
    return {
      payParams: {
        kind: 'cashier_url' as const,
        url: `${input.publicBaseUrl}/sandbox-pay/cashier?order=${order.orderNo}&sig=${sig}`,
      },
    };
  }

  async queryPayment(_account: ChannelAccount, transactionNo: string): Promise<PaymentState> {
    const order = await new SandboxOrderRepository(this.db).orderBy('out_trade_no', transactionNo);
    if (!order) return { state: 'NOT_FOUND' };
    return paymentStateOf(order, this.now());
  }

  async refund(_account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const books = new SandboxOrderRepository(trx);
      const order = await books.orderBy('out_trade_no', input.paymentTransactionNo, true);
      if (!order) throw new ProviderError('sandbox: no such order', false);
      const existing = await books.refundBy(input.refundNo);
      if (existing) return { state: 'PENDING', providerRefundId: existing.refundNo };
      if (order.status !== 'PAID') throw new ProviderError('sandbox: the order is not paid', false);
      if (compareCents(input.amount, subtractCents(order.amount, order.refundedAmount)) > 0) {
        throw new ProviderError('sandbox: refund exceeds what the order has left', false);
      }
      const refund = await books.insertRefund({
        refundNo: `SBR${randomBytes(10).toString('hex').toUpperCase()}`,
        orderId: order.id,
        outRefundNo: input.refundNo,
        amount: input.amount,
        notifyUrl: input.notifyUrl,
        now,
      });
      const event: SandboxEvent = {
        id: `refund-${refund.refundNo}`,
        event_type: 'REFUND.SUCCESS',
        out_trade_no: order.outTradeNo,
        order_no: order.orderNo,
        amount: refund.amount,
        currency: order.currency,
        success_time: now.toISOString(),
        out_refund_no: refund.outRefundNo,
        refund_no: refund.refundNo,
      };
      await queueSandboxEvent(trx, input.notifyUrl, event, now);
      // Like a real channel: accepted now, the result comes by notification.
      return { state: 'PENDING', providerRefundId: refund.refundNo };
    });
  }

  async queryRefund(_account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const refund = await new SandboxOrderRepository(this.db).refundBy(input.refundNo);
    if (!refund) return { state: 'NOT_FOUND' };
    return { state: 'SUCCESS', providerRefundId: refund.refundNo, successTime: refund.successTime ?? this.now() };
  }

  async parseNotification(
    account: ChannelAccount,
    request: NotificationRequest,
    now: Date,
  ): Promise<ProviderNotification> {
    const timestamp = request.headers[SANDBOX_HEADER.timestamp] ?? '';
    const signature = request.headers[SANDBOX_HEADER.signature] ?? '';
    if (!/^\d{1,12}$/.test(timestamp) || !signature) throw new NotificationRejected('unsigned');
    if (!sameSignature(signSandboxMessage(secretOf(account), timestamp, request.body), signature)) {
      throw new NotificationRejected('bad signature');
    }
    refuseStaleNotification(Number(timestamp), now);
    let event: SandboxEvent;
    try {
      event = JSON.parse(request.body) as SandboxEvent;
    } catch {
      throw new NotificationRejected('unreadable');
    }
    switch (event.event_type) {
      case 'TRANSACTION.SUCCESS':
        return {
          kind: 'PAYMENT',
          eventId: event.id,
          transactionNo: event.out_trade_no,
          result: {
            state: 'SUCCESS',
            providerTransactionId: event.order_no,
            amount: String(event.amount),
            currency: event.currency,
            payerAccount: event.payer_account ?? '',
            successTime: new Date(event.success_time ?? now),
          },
        };
      case 'TRANSACTION.FAIL':
        return {
          kind: 'PAYMENT',
          eventId: event.id,
          transactionNo: event.out_trade_no,
          result: { state: 'FAIL', reason: event.reason || 'payment failed' },
        };
      case 'REFUND.SUCCESS':
        return {
          kind: 'REFUND',
          eventId: event.id,
          refundNo: event.out_refund_no ?? '',
          result: {
            state: 'SUCCESS',
            providerRefundId: event.refund_no ?? '',
            successTime: new Date(event.success_time ?? now),
          },
        };
      default:
        return { kind: 'IGNORED', eventId: String(event.id) };
    }
  }

  reply(accepted: boolean) {
    return accepted
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
      : { status: 401, contentType: 'application/json', body: '{"code":"FAIL","message":"rejected"}' };
  }
}

export function paymentStateOf(order: SandboxOrder, now: Date): PaymentState {
  switch (order.status) {
    case 'PAID':
      return {
        state: 'SUCCESS',
        providerTransactionId: order.orderNo,
        amount: order.amount,
        currency: order.currency,
        payerAccount: order.payerAccount,
        successTime: order.paidTime ?? now,
      };
    case 'FAILED':
      return { state: 'FAIL', reason: 'payment failed' };
    case 'CLOSED':
      return { state: 'FAIL', reason: 'closed' };
    default:
      // A real channel closes an order it was told expires.
      return order.expireTime && order.expireTime <= now ? { state: 'FAIL', reason: 'expired' } : { state: 'PENDING' };
  }
}

function secretOf(account: ChannelAccount): string {
  const secret = account.secrets.signingSecret;
  if (!secret) throw new ProviderError('sandbox: no signing secret configured', false);
  return secret;
}
