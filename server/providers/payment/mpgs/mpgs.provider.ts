import { timingSafeEqual } from 'node:crypto';
import { centsToYuan, yuanToCents } from '@common/money';
import type { PaymentMethodName } from '../../../domain/payment/payment-types';
import { missingCredentials } from '../channel-credentials';
import {
  NotificationRejected,
  ProviderError,
  type ChannelAccount,
  type CreatePaymentInput,
  type NotificationRequest,
  type PaymentProvider,
  type PaymentState,
  type ProviderNotification,
  type RefundInput,
  type RefundState,
} from '../payment-provider';
import { MPGS_NEEDS, MpgsClient, mpgsCredentialsOf, mpgsRefusal, type MpgsReply } from './mpgs-client';

/** Hosted Checkout is a web page: any browser, the chat apps' own browsers too; never a mini-program. */
const PLATFORMS = [
  'WEB',
  'H5',
  'MERCHANT_APP_WEB',
  'MERCHANT_APP_H5',
  'WECHAT_WEBSITE_APP',
  'MERCHANT_APP_WECHAT_WEBSITE_APP',
  'ALIPAY_WEBSITE_APP',
];
/** A payment link without an expiry of its own (a final payment) lasts a day. */
const DEFAULT_LINK_MS = 24 * 3600_000;
/** Order statuses of money taken (refunds are tracked on their own). */
const PAID = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'PARTIALLY_CAPTURED'];
const FAILED = ['FAILED', 'CANCELLED', 'DISPUTED', 'VERIFIED'];

interface GatewayTransaction {
  id?: string;
  type?: string;
  amount?: number | string;
  currency?: string;
}

interface GatewayOrder {
  id?: string;
  amount?: number | string;
  currency?: string;
  status?: string;
  totalCapturedAmount?: number | string;
  transaction?: Array<{ result?: string; transaction?: GatewayTransaction; timeOfRecord?: string }>;
}

/**
 * Cards through Mastercard Payment Gateway Services: Hosted Checkout
 * (INITIATE_CHECKOUT with checkoutMode PAYMENT_LINK, so the payer opens the
 * gateway's own page at paymentLink.url), RETRIEVE_ORDER, REFUND and
 * RETRIEVE_TRANSACTION by our refund number, and webhook notifications
 * authenticated by the X-Notification-Secret header. In the account's currency.
 * The spec's methods have no card method: MPGS carries BANK_APP_PAY ("the
 * channel's own banking app"), the acquiring bank's page.
 */
export class MpgsProvider implements PaymentProvider {
  readonly channel = 'MPGS' as const;
  readonly methods = ['BANK_APP_PAY'] as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  needsPayerAccount(): boolean {
    return false;
  }

  worksOn(_method: PaymentMethodName, clientPlatform: string): boolean {
    return PLATFORMS.includes(clientPlatform);
  }

  missingCredentials(account: ChannelAccount): string[] {
    return missingCredentials(account, MPGS_NEEDS);
  }

  async createPayment(account: ChannelAccount, input: CreatePaymentInput) {
    const c = mpgsCredentialsOf(account);
    if (input.currency !== account.currency) throw new ProviderError('mpgs: not the account currency', false);
    const expiry = input.expireTime ?? new Date(this.now().getTime() + DEFAULT_LINK_MS);
    const reply = await this.client(account).call('POST', '/session', {
      apiOperation: 'INITIATE_CHECKOUT',
      checkoutMode: 'PAYMENT_LINK',
      interaction: {
        operation: 'PURCHASE',
        merchant: { name: c.merchantName || 'FeastBook' },
        ...(input.returnUrl && { returnUrl: input.returnUrl }),
      },
      order: {
        id: input.transactionNo,
        amount: centsToYuan(input.amount),
        currency: input.currency,
        description: input.description.slice(0, 127),
        notificationUrl: input.notifyUrl,
      },
      paymentLink: { expiryDateTime: expiry.toISOString(), numberOfAllowedAttempts: '3' },
    });
    const url = (reply.data.paymentLink as { url?: string } | undefined)?.url;
    if (reply.status !== 200 && reply.status !== 201) throw mpgsRefusal(reply);
    if (reply.data.result !== 'SUCCESS' || !url) throw mpgsRefusal(reply);
    return { payParams: { kind: 'cashier_url' as const, url } };
  }

  async queryPayment(account: ChannelAccount, transactionNo: string): Promise<PaymentState> {
    const reply = await this.client(account).call('GET', `/order/${encodeURIComponent(transactionNo)}`);
    // The gateway makes the order when the payer submits its page: none yet is not paid yet.
    if (isUnknownOrder(reply)) return { state: 'PENDING' };
    if (reply.status !== 200) throw mpgsRefusal(reply);
    return orderState(reply.data as GatewayOrder);
  }

  async refund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call('PUT', this.refundPath(input), {
      apiOperation: 'REFUND',
      transaction: { amount: centsToYuan(input.amount), currency: input.currency },
    });
    if (reply.status >= 400 && reply.data.result === 'ERROR') throw mpgsRefusal(reply);
    return refundState(reply, input.refundNo, this.now);
  }

  async queryRefund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call('GET', this.refundPath(input));
    if (isUnknownOrder(reply)) return { state: 'NOT_FOUND' };
    if (reply.status !== 200) throw mpgsRefusal(reply);
    return refundState(reply, input.refundNo, this.now);
  }

  async parseNotification(account: ChannelAccount, request: NotificationRequest): Promise<ProviderNotification> {
    const c = mpgsCredentialsOf(account);
    if (!sameSecret(request.headers['x-notification-secret'] ?? '', c.notificationSecret)) {
      throw new NotificationRejected('bad notification secret');
    }
    let body: { order?: GatewayOrder; transaction?: GatewayTransaction; result?: string; timeOfRecord?: string };
    try {
      body = JSON.parse(request.body);
    } catch {
      throw new NotificationRejected('unreadable');
    }
    const eventId = request.headers['x-notification-id'] || `${body.order?.id}:${body.transaction?.id}`;
    const type = body.transaction?.type ?? '';
    if (type === 'PAYMENT' || type === 'CAPTURE') {
      if (body.result === 'PENDING') return { kind: 'IGNORED', eventId };
      return { kind: 'PAYMENT', eventId, transactionNo: body.order?.id ?? '', result: orderState(body.order ?? {}) };
    }
    if (type === 'REFUND') {
      const reply: MpgsReply = { status: 200, data: { ...body, result: body.result as MpgsReply['data']['result'] } };
      return {
        kind: 'REFUND',
        eventId,
        refundNo: body.transaction?.id ?? '',
        result: refundState(reply, body.transaction?.id ?? '', this.now),
      };
    }
    return { kind: 'IGNORED', eventId };
  }

  reply(accepted: boolean) {
    // The gateway retries a webhook until it gets a 200.
    return accepted
      ? { status: 200, contentType: 'text/plain', body: 'OK' }
      : { status: 401, contentType: 'text/plain', body: 'refused' };
  }

  private refundPath(input: RefundInput): string {
    return `/order/${encodeURIComponent(input.paymentTransactionNo)}/transaction/${encodeURIComponent(input.refundNo)}`;
  }

  private client(account: ChannelAccount): MpgsClient {
    return new MpgsClient(mpgsCredentialsOf(account));
  }
}

function isUnknownOrder(reply: MpgsReply): boolean {
  return reply.status === 404 || (reply.status === 400 && reply.data.error?.cause === 'INVALID_REQUEST');
}

function amountInCents(value: number | string | undefined): string {
  try {
    return yuanToCents(String(value ?? ''));
  } catch {
    return ''; // cannot match: flagged, never credited
  }
}

function orderState(order: GatewayOrder): PaymentState {
  const status = order.status ?? '';
  if (PAID.includes(status)) {
    const payment = (order.transaction ?? []).find(
      (t) => t.result === 'SUCCESS' && (t.transaction?.type === 'PAYMENT' || t.transaction?.type === 'CAPTURE'),
    );
    return {
      state: 'SUCCESS',
      // The order id is ours; the gateway's record of the money is the payment transaction.
      providerTransactionId: `${order.id ?? ''}/${payment?.transaction?.id ?? ''}`,
      amount: amountInCents(order.totalCapturedAmount ?? order.amount),
      currency: order.currency ?? '',
      payerAccount: '',
      successTime: payment?.timeOfRecord ? new Date(payment.timeOfRecord) : new Date(),
    };
  }
  if (FAILED.includes(status)) return { state: 'FAIL', reason: `mpgs: order ${status}` };
  return { state: 'PENDING' }; // AUTHENTICATION_INITIATED, AUTHORIZED, ...
}

function refundState(reply: MpgsReply, refundNo: string, now: () => Date): RefundState {
  const id = String((reply.data.transaction as GatewayTransaction | undefined)?.id ?? refundNo);
  switch (reply.data.result) {
    case 'SUCCESS': {
      const at = typeof reply.data.timeOfRecord === 'string' ? new Date(reply.data.timeOfRecord) : now();
      return { state: 'SUCCESS', providerRefundId: id, successTime: Number.isNaN(at.getTime()) ? now() : at };
    }
    case 'PENDING':
    case 'UNKNOWN':
      return { state: 'PENDING', providerRefundId: id };
    default:
      return { state: 'FAIL', reason: `mpgs refund ${reply.data.result ?? 'unknown'}` };
  }
}

function sameSecret(given: string, ours: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(ours, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
