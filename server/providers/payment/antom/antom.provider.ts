import type { PaymentChannelName, PaymentMethodName } from '../../../domain/payment/payment-types';
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
import { ANTOM_NEEDS, AntomClient, antomCredentialsOf, antomRefusal, type AntomReply } from './antom-client';

const PAY = '/ams/api/v1/payments/pay';
const INQUIRY = '/ams/api/v1/payments/inquiryPayment';
const REFUND = '/ams/api/v1/payments/refund';
const INQUIRY_REFUND = '/ams/api/v1/payments/inquiryRefund';

/** Where Antom's cashier opens: a browser. WeChat's in-app browser will not hand over to a wallet app. */
const BROWSER_PLATFORMS = ['WEB', 'H5', 'MERCHANT_APP_WEB', 'MERCHANT_APP_H5'];
const MOBILE_PLATFORMS = ['H5', 'MERCHANT_APP_H5'];
const MAX_SENT_EXPIRY_MS = 10 * 60_000;

interface Amount {
  currency?: string;
  value?: string;
}

export interface AntomChannel {
  channel: PaymentChannelName;
  method: PaymentMethodName;
  /** Antom's paymentMethodType for this wallet; empty: the account's `paymentMethodType` setting must name it. */
  paymentMethodType: string;
}

/**
 * A wallet through Antom's Cashier Payment (the "ams" online payment API):
 * pay (its answer's normalUrl is the wallet's cashier), inquiryPayment, refund,
 * inquiryRefund, and the notifyPayment / notifyRefund notifications, all
 * signed both ways. Amounts are in the currency's minor units, in the
 * account's currency (AlipayHK: HKD; Macau wallets: MOP).
 */
export class AntomProvider implements PaymentProvider {
  readonly channel: PaymentChannelName;
  readonly methods: readonly PaymentMethodName[];

  constructor(
    private readonly wallet: AntomChannel,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.channel = wallet.channel;
    this.methods = [wallet.method];
  }

  needsPayerAccount(): boolean {
    return false;
  }

  worksOn(_method: PaymentMethodName, clientPlatform: string): boolean {
    return BROWSER_PLATFORMS.includes(clientPlatform);
  }

  missingCredentials(account: ChannelAccount): string[] {
    return missingCredentials(account, {
      settings: [...ANTOM_NEEDS.settings, ...(this.wallet.paymentMethodType ? [] : ['paymentMethodType'])],
      secrets: ANTOM_NEEDS.secrets,
    });
  }

  async createPayment(account: ChannelAccount, input: CreatePaymentInput) {
    if (input.currency !== account.currency) throw new ProviderError('antom: not the account currency', false);
    const amount = { currency: input.currency, value: input.amount };
    const reply = await this.client(account).call(PAY, {
      productCode: 'CASHIER_PAYMENT',
      paymentRequestId: input.transactionNo,
      order: {
        referenceOrderId: input.transactionNo,
        orderDescription: input.description.slice(0, 256),
        orderAmount: amount,
      },
      paymentAmount: amount,
      paymentMethod: { paymentMethodType: this.paymentMethodType(account) },
      ...(this.expiryToSend(input.expireTime) && { paymentExpiryTime: isoWithOffset(input.expireTime as Date) }),
      paymentRedirectUrl: input.returnUrl || input.publicBaseUrl,
      paymentNotifyUrl: input.notifyUrl,
      env: { terminalType: MOBILE_PLATFORMS.includes(input.clientPlatform) ? 'WAP' : 'WEB' },
    });
    const url = typeof reply.normalUrl === 'string' ? reply.normalUrl : '';
    // U with PAYMENT_IN_PROCESS: the order is open and waits for the payer at normalUrl.
    if (reply.result?.resultStatus === 'F' || !url) throw antomRefusal(reply.result);
    return { payParams: { kind: 'cashier_url' as const, url } };
  }

  async queryPayment(account: ChannelAccount, transactionNo: string): Promise<PaymentState> {
    const reply = await this.client(account).call(INQUIRY, { paymentRequestId: transactionNo });
    if (reply.result?.resultStatus !== 'S') {
      if (reply.result?.resultCode === 'ORDER_NOT_EXIST') return { state: 'NOT_FOUND' };
      if (reply.result?.resultStatus === 'U') throw new ProviderError('antom: inquiry result unknown', true);
      throw antomRefusal(reply.result);
    }
    return paymentStateOf(String(reply.paymentStatus ?? ''), reply);
  }

  async refund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call(REFUND, {
      refundRequestId: input.refundNo,
      paymentId: input.paymentProviderTransactionId,
      refundAmount: { currency: input.currency, value: input.amount },
      ...(input.reason && { refundReason: input.reason.slice(0, 256) }),
      refundNotifyUrl: input.notifyUrl,
    });
    return refundStateOf(reply.result?.resultStatus === 'S' ? 'SUCCESS' : statusOfUnsettled(reply), reply, this.now);
  }

  async queryRefund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call(INQUIRY_REFUND, { refundRequestId: input.refundNo });
    if (reply.result?.resultStatus !== 'S') {
      if (reply.result?.resultCode === 'REFUND_NOT_EXIST') return { state: 'NOT_FOUND' };
      throw new ProviderError(`antom: refund inquiry ${reply.result?.resultCode ?? 'unknown'}`, true);
    }
    return refundStateOf(String(reply.refundStatus ?? ''), reply, this.now);
  }

  async parseNotification(account: ChannelAccount, request: NotificationRequest): Promise<ProviderNotification> {
    // Alipay signs the path of the URL we gave it (notifyUrlOf): /payment-notify/<channel>/<config id>.
    const uri = `/payment-notify/${account.channel.toLowerCase()}/${account.configId}`;
    if (!this.client(account).verifiedNotification(uri, request.headers, request.body)) {
      throw new NotificationRejected('bad signature');
    }
    let body: AntomReply;
    try {
      body = JSON.parse(request.body) as AntomReply;
    } catch {
      throw new NotificationRejected('unreadable');
    }
    const type = String(body.notifyType ?? '');
    if (type === 'PAYMENT_RESULT') {
      const status = body.result?.resultStatus === 'S' ? 'SUCCESS' : 'FAIL';
      return {
        kind: 'PAYMENT',
        eventId: `${type}:${String(body.paymentId ?? body.paymentRequestId ?? '')}`,
        transactionNo: String(body.paymentRequestId ?? ''),
        result: paymentStateOf(status, body),
      };
    }
    if (type === 'REFUND_RESULT') {
      return {
        kind: 'REFUND',
        eventId: `${type}:${String(body.refundId ?? body.refundRequestId ?? '')}`,
        refundNo: String(body.refundRequestId ?? ''),
        result: refundStateOf(String(body.refundStatus ?? ''), body, this.now),
      };
    }
    return { kind: 'IGNORED', eventId: `${type}:${String(body.paymentId ?? '')}` };
  }

  reply(accepted: boolean) {
    // Antom stops resending on this exact result; anything else is sent again.
    return accepted
      ? {
          status: 200,
          contentType: 'application/json',
          body: '{"result":{"resultCode":"SUCCESS","resultStatus":"S","resultMessage":"success"}}',
        }
      : {
          status: 400,
          contentType: 'application/json',
          body: '{"result":{"resultCode":"SIGNATURE_INVALID","resultStatus":"F","resultMessage":"signature invalid"}}',
        };
  }

  /**
   * Antom takes a payment expiry at most ten minutes after the request (its default
   * is fourteen); a later deadline of ours is kept by us, not sent.
   */
  private expiryToSend(expireTime: Date | null): boolean {
    return !!expireTime && expireTime.getTime() - this.now().getTime() <= MAX_SENT_EXPIRY_MS;
  }

  private paymentMethodType(account: ChannelAccount): string {
    const type = account.settings.paymentMethodType || this.wallet.paymentMethodType;
    if (!type) throw new ProviderError(`antom: ${this.channel} config is missing paymentMethodType`, false);
    return type;
  }

  private client(account: ChannelAccount): AntomClient {
    return new AntomClient(antomCredentialsOf(account), this.now);
  }
}

function paymentStateOf(status: string, body: AntomReply): PaymentState {
  switch (status) {
    case 'SUCCESS': {
      const amount = (body.paymentAmount ?? {}) as Amount;
      return {
        state: 'SUCCESS',
        providerTransactionId: String(body.paymentId ?? ''),
        amount: /^\d+$/.test(amount.value ?? '') ? String(amount.value) : '',
        currency: amount.currency ?? '',
        payerAccount: String((body.pspCustomerInfo as { pspCustomerId?: string } | undefined)?.pspCustomerId ?? ''),
        successTime: parseTime(body.paymentTime) ?? new Date(),
      };
    }
    case 'PROCESSING':
    case 'PENDING':
      return { state: 'PENDING' };
    default: // FAIL, CANCELLED
      return { state: 'FAIL', reason: `antom: ${status || 'unknown'} ${body.result?.resultCode ?? ''}`.trim() };
  }
}

function statusOfUnsettled(reply: AntomReply): string {
  if (reply.result?.resultStatus === 'F') return 'FAIL';
  // U: REFUND_IN_PROCESS, or a timeout on Antom's side: the refund number settles it later.
  return 'PROCESSING';
}

function refundStateOf(status: string, body: AntomReply, now: () => Date): RefundState {
  const id = String(body.refundId ?? '');
  switch (status) {
    case 'SUCCESS':
      return { state: 'SUCCESS', providerRefundId: id, successTime: parseTime(body.refundTime) ?? now() };
    case 'PROCESSING':
      return { state: 'PENDING', providerRefundId: id };
    default:
      return { state: 'FAIL', reason: `antom refund ${status || 'unknown'} ${body.result?.resultCode ?? ''}`.trim() };
  }
}

function parseTime(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** ISO 8601 with an explicit offset, as Antom writes times: 2026-11-01T11:30:00+08:00. */
function isoWithOffset(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
