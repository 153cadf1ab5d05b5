import type { PaymentMethodName } from '../../../domain/payment/payment-types';
import { missingCredentials } from '../channel-credentials';
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
import { credentialsOf, refusal, WECHAT_PAY_NEEDS, WechatPayClient } from '../wechat-pay/wechat-pay-client';
import { decryptResource, requestPaymentParams, type EncryptedResource } from '../wechat-pay/wechat-pay-crypto';
import {
  paymentStateOf,
  refundStateOf,
  truncateUtf8,
  type Refund,
  type Transaction,
} from '../wechat-pay/wechat-pay.provider';

/** WeChat Pay's API host for merchants outside the mainland (Hong Kong, Macau, South-East Asia). */
export const DEFAULT_WECHAT_PAY_GLOBAL_BASE = 'https://apihk.mch.weixin.qq.com';
/** ISO 18245 "eating places, restaurants": the category a store's account is usually registered in. */
const RESTAURANT_MCC = '5812';
const INT32_MAX = 2147483647;

/** A global refund answers `id` and `status`; its notification `refund_id` and `refund_status`. */
type GlobalRefund = Refund & { id?: string };

/**
 * WeChat Pay Global (cross-border merchants, API v3, common mode): the same
 * WECHATPAY2-SHA256-RSA2048 signatures, WeChat Pay signature checks and AES-256-GCM
 * notification resources as the mainland API, with its own paths
 * (/v3/global/transactions/jsapi, /v3/global/refunds) and the order's currency in
 * `amount` (HKD, MOP: the account's). JSAPI covers the mini-program and the WeChat
 * browser; H5 (MWEB) needs the payer's IP, which this interface does not carry.
 * Account: `api: global` on a WECHATPAY config (docs/payments.md).
 */
export class WechatPayGlobalProvider implements PaymentProvider {
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
    const c = credentialsOf(globalAccount(account));
    if (input.method !== 'WECHAT_PAY') throw new ProviderError('wechat pay global: unsupported method', false);
    if (input.currency !== account.currency) {
      throw new ProviderError('wechat pay global: the order is not in the account currency', false);
    }
    if (Number(input.amount) > INT32_MAX) throw new ProviderError('wechat pay global: amount too large', false);
    const appId = input.clientPlatform === 'WECHAT_MINI_PROGRAM' ? c.miniProgramAppId : c.appId;
    if (!appId) throw new ProviderError('wechat pay global: no app id for this platform', false);

    const reply = await this.client(account).call<{ prepay_id?: string; code?: string }>(
      'POST',
      '/v3/global/transactions/jsapi',
      {
        appid: appId,
        mchid: c.mchId,
        description: truncateUtf8(input.description, 127),
        out_trade_no: input.transactionNo,
        trade_type: 'JSAPI',
        merchant_category_code: account.settings.merchantCategoryCode || RESTAURANT_MCC,
        notify_url: input.notifyUrl,
        amount: { total: Number(input.amount), currency: input.currency },
        payer: { openid: input.payerAccount },
      },
    );
    if (reply.status !== 200 || !reply.data.prepay_id) throw refusal(reply);

    return { payParams: requestPaymentParams(appId, reply.data.prepay_id, c.merchantPrivateKeyPem, this.now()) };
  }

  async queryPayment(account: ChannelAccount, transactionNo: string): Promise<PaymentState> {
    const c = credentialsOf(globalAccount(account));
    const reply = await this.client(account).call<Transaction & { code?: string }>(
      'GET',
      `/v3/global/transactions/out-trade-no/${encodeURIComponent(transactionNo)}?mchid=${encodeURIComponent(c.mchId)}`,
    );
    if (reply.status === 404) return { state: 'NOT_FOUND' };
    if (reply.status !== 200) throw refusal(reply);
    return paymentStateOf(reply.data);
  }

  async refund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const c = credentialsOf(globalAccount(account));
    const reply = await this.client(account).call<GlobalRefund & { code?: string }>('POST', '/v3/global/refunds', {
      mchid: c.mchId,
      out_trade_no: input.paymentTransactionNo,
      out_refund_no: input.refundNo,
      reason: truncateUtf8(input.reason, 80) || undefined,
      notify_url: input.notifyUrl,
      amount: { refund: Number(input.amount), total: Number(input.paymentAmount), currency: input.currency },
    });
    if (reply.status !== 200) throw refusal(reply);
    return globalRefundState(reply.data);
  }

  async queryRefund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const c = credentialsOf(globalAccount(account));
    const reply = await this.client(account).call<GlobalRefund & { code?: string }>(
      'GET',
      `/v3/global/refunds/out-refund-no/${encodeURIComponent(input.refundNo)}?mchid=${encodeURIComponent(c.mchId)}`,
    );
    if (reply.status === 404) return { state: 'NOT_FOUND' };
    if (reply.status !== 200) throw refusal(reply);
    return globalRefundState(reply.data);
  }

  async parseNotification(
    account: ChannelAccount,
    request: NotificationRequest,
    now: Date,
  ): Promise<ProviderNotification> {
    const c = credentialsOf(globalAccount(account));
    const headers = { get: (name: string) => request.headers[name] ?? null };
    if (!this.client(account).verified(headers, request.body)) throw new NotificationRejected('bad signature');
    refuseStaleNotification(Number(request.headers['wechatpay-timestamp']), now);

    let event: { id?: string; event_type?: string; resource?: EncryptedResource };
    let plain: Transaction & GlobalRefund;
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
      return { kind: 'REFUND', eventId, refundNo: plain.out_refund_no ?? '', result: globalRefundState(plain) };
    }
    return { kind: 'IGNORED', eventId };
  }

  reply(accepted: boolean) {
    return accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 401, contentType: 'application/json', body: '{"code":"FAIL","message":"signature check failed"}' };
  }

  private client(account: ChannelAccount): WechatPayClient {
    return new WechatPayClient(credentialsOf(globalAccount(account)), this.now);
  }
}

/** The account with WeChat Pay Global's host unless the settings name another. */
function globalAccount(account: ChannelAccount): ChannelAccount {
  if (account.settings.apiBaseUrl) return account;
  return { ...account, settings: { ...account.settings, apiBaseUrl: DEFAULT_WECHAT_PAY_GLOBAL_BASE } };
}

function globalRefundState(refund: GlobalRefund): RefundState {
  const status = refund.status ?? refund.refund_status;
  const withId = { ...refund, refund_id: refund.refund_id ?? refund.id };
  // The refund call may answer before WeChat Pay has a status for it: in progress.
  return refundStateOf(withId, status ?? 'PROCESSING');
}
