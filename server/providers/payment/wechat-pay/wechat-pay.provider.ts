import type { PaymentMethodName } from '../../../domain/payment/payment-types';
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
import { rfc3339Beijing } from '../../provider-time';
import { missingCredentials } from '../channel-credentials';
import { credentialsOf, refusal, WECHAT_PAY_NEEDS, WechatPayClient } from './wechat-pay-client';
import { decryptResource, requestPaymentParams, type EncryptedResource } from './wechat-pay-crypto';

const INT32_MAX = 2147483647;

export interface Transaction {
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  trade_state_desc?: string;
  success_time?: string;
  payer?: { openid?: string };
  amount?: { total?: number; currency?: string };
}

export interface Refund {
  mchid?: string;
  refund_id?: string;
  out_refund_no?: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
}

/**
 * WeChat Pay API v3, direct merchant mode: JSAPI and mini-program prepay
 * (POST /v3/pay/transactions/jsapi), order query, refunds and their query,
 * and payment and refund notifications (signature verified with the WeChat Pay
 * public key, resource opened with the APIv3 key). CNY only.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly channel = 'WECHATPAY' as const;
  readonly methods = ['WECHAT_PAY'] as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  needsPayerAccount(method: PaymentMethodName): boolean {
    return method === 'WECHAT_PAY';
  }

  missingCredentials(account: ChannelAccount): string[] {
    return missingCredentials(account, WECHAT_PAY_NEEDS);
  }

  async createPayment(account: ChannelAccount, input: CreatePaymentInput) {
    const c = credentialsOf(account);
    if (input.method !== 'WECHAT_PAY')
      throw new ProviderError('wechat pay: only direct WeChat Pay is supported', false);
    if (input.currency !== 'CNY') throw new ProviderError('wechat pay: only CNY is supported', false);
    if (Number(input.amount) > INT32_MAX) throw new ProviderError('wechat pay: amount too large', false);
    const appId = input.clientPlatform === 'WECHAT_MINI_PROGRAM' ? c.miniProgramAppId : c.appId;
    if (!appId) throw new ProviderError('wechat pay: no app id for this platform', false);

    const reply = await this.client(account).call<{ prepay_id?: string; code?: string }>(
      'POST',
      '/v3/pay/transactions/jsapi',
      {
        appid: appId,
        mchid: c.mchId,
        description: truncateUtf8(input.description, 127),
        out_trade_no: input.transactionNo,
        ...(input.expireTime && { time_expire: rfc3339Beijing(input.expireTime) }),
        notify_url: input.notifyUrl,
        amount: { total: Number(input.amount), currency: 'CNY' },
        payer: { openid: input.payerAccount },
      },
    );
    if (reply.status !== 200 || !reply.data.prepay_id) throw refusal(reply);

    return { payParams: requestPaymentParams(appId, reply.data.prepay_id, c.merchantPrivateKeyPem, this.now()) };
  }

  async queryPayment(account: ChannelAccount, transactionNo: string): Promise<PaymentState> {
    const c = credentialsOf(account);
    const reply = await this.client(account).call<Transaction & { code?: string }>(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(transactionNo)}?mchid=${encodeURIComponent(c.mchId)}`,
    );
    if (reply.status === 404) return { state: 'NOT_FOUND' };
    if (reply.status !== 200) throw refusal(reply);
    return paymentStateOf(reply.data);
  }

  async refund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call<Refund & { code?: string }>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.paymentTransactionNo,
      out_refund_no: input.refundNo,
      reason: truncateUtf8(input.reason, 80) || undefined,
      notify_url: input.notifyUrl,
      amount: { refund: Number(input.amount), total: Number(input.paymentAmount), currency: 'CNY' },
    });
    if (reply.status !== 200) throw refusal(reply);
    return refundStateOf(reply.data, reply.data.status);
  }

  async queryRefund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call<Refund & { code?: string }>(
      'GET',
      `/v3/refund/domestic/refunds/${encodeURIComponent(input.refundNo)}`,
    );
    if (reply.status === 404) return { state: 'NOT_FOUND' };
    if (reply.status !== 200) throw refusal(reply);
    return refundStateOf(reply.data, reply.data.status);
  }

  async parseNotification(
    account: ChannelAccount,
    request: NotificationRequest,
    now: Date,
  ): Promise<ProviderNotification> {
    const c = credentialsOf(account);
    const headers = { get: (name: string) => request.headers[name] ?? null };
    if (!this.client(account).verified(headers, request.body)) throw new NotificationRejected('bad signature');
    refuseStaleNotification(Number(request.headers['wechatpay-timestamp']), now);

    let event: { id?: string; event_type?: string; resource?: EncryptedResource };
    let plain: Transaction & Refund;
    try {
      event = JSON.parse(request.body);
      plain = JSON.parse(decryptResource(c.apiV3Key, event.resource as EncryptedResource));
    } catch {
      throw new NotificationRejected('unreadable or not encrypted with our APIv3 key');
    }
    if (plain.mchid !== c.mchId) throw new NotificationRejected('for another merchant');
    const eventId = String(event.id ?? '');
    const type = event.event_type ?? '';
    if (type === 'TRANSACTION.SUCCESS') {
      return { kind: 'PAYMENT', eventId, transactionNo: plain.out_trade_no ?? '', result: paymentStateOf(plain) };
    }
    if (type.startsWith('REFUND.')) {
      return {
        kind: 'REFUND',
        eventId,
        refundNo: plain.out_refund_no ?? '',
        result: refundStateOf(plain, plain.refund_status),
      };
    }
    return { kind: 'IGNORED', eventId };
  }

  reply(accepted: boolean) {
    // WeChat Pay: 200/204 without a body is received; anything else is sent again.
    return accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 401, contentType: 'application/json', body: '{"code":"FAIL","message":"signature check failed"}' };
  }

  private client(account: ChannelAccount): WechatPayClient {
    return new WechatPayClient(credentialsOf(account), this.now);
  }
}

export function paymentStateOf(tx: Transaction): PaymentState {
  switch (tx.trade_state) {
    case 'SUCCESS':
    case 'REFUND': // paid, then refunded: refunds are tracked on their own
      return {
        state: 'SUCCESS',
        providerTransactionId: tx.transaction_id ?? '',
        amount: String(tx.amount?.total ?? ''),
        currency: tx.amount?.currency ?? '',
        payerAccount: tx.payer?.openid ?? '',
        successTime: tx.success_time ? new Date(tx.success_time) : new Date(),
      };
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'PENDING' };
    default: // CLOSED, REVOKED, PAYERROR
      return {
        state: 'FAIL',
        reason: `wechat pay: ${tx.trade_state ?? 'unknown'} ${tx.trade_state_desc ?? ''}`.trim(),
      };
  }
}

export function refundStateOf(refund: Refund, status: string | undefined): RefundState {
  switch (status) {
    case 'SUCCESS':
      return {
        state: 'SUCCESS',
        providerRefundId: refund.refund_id ?? '',
        successTime: refund.success_time ? new Date(refund.success_time) : new Date(),
      };
    case 'PROCESSING':
      return { state: 'PENDING', providerRefundId: refund.refund_id ?? '' };
    default: // CLOSED (REFUNDCLOSE in WeChat Pay Global), ABNORMAL (the payer's account cannot take it: a person must act)
      return { state: 'FAIL', reason: `wechat pay refund ${status ?? 'unknown'}` };
  }
}

/** WeChat limits text fields in bytes of UTF-8. */
export function truncateUtf8(text: string, maxBytes: number): string {
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char, 'utf8') > maxBytes) break;
    out += char;
  }
  return out;
}
