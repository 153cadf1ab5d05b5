import type { Currency, PaymentChannelName, PaymentMethodName } from '../../domain/payment/payment-types';

// One interface for every channel (docs/payments.md). The domain calls these
// only outside database transactions: record the intent, commit, call, then
// record the outcome in a new transaction.

/** A channel account as configured for a merchant (or the platform), secrets resolved in memory only. */
export interface ChannelAccount {
  /** The payment_channel_config row; null for the built-in sandbox account. */
  configId: string | null;
  channel: PaymentChannelName;
  currency: Currency;
  methods: PaymentMethodName[];
  /** Public settings: app ids, merchant number, base URLs, the channel's public keys. */
  settings: Record<string, string>;
  /** Private keys and API keys. Never logged, never returned to a client. */
  secrets: Record<string, string>;
}

/** What the client does to pay (proto PayParams). */
export type PayParams =
  | { kind: 'cashier_url'; url: string }
  | {
      kind: 'wechat_pay';
      appId: string;
      timeStamp: string;
      nonceStr: string;
      prepayPackage: string;
      signType: string;
      paySign: string;
    }
  | { kind: 'alipay_trade_no'; tradeNo: string };

export interface CreatePaymentInput {
  transactionNo: string;
  method: PaymentMethodName;
  amount: string;
  currency: Currency;
  description: string;
  expireTime: Date | null;
  /** Absolute URL the channel posts its notifications to. */
  notifyUrl: string;
  /** Absolute URL a hosted cashier sends the payer back to; empty: none. */
  returnUrl: string;
  /** This server's public base, for pages it hosts itself (the sandbox cashier). */
  publicBaseUrl: string;
  /** The payer's account with the channel (WeChat openid, Alipay buyer id), for in-app methods. */
  payerAccount: string;
  /** The client platform header of the call, to pick the app id (mini-program or official account). */
  clientPlatform: string;
}

export interface CreatePaymentResult {
  payParams: PayParams;
}

/** What the channel says about a payment. */
export type PaymentState =
  | {
      state: 'SUCCESS';
      providerTransactionId: string;
      amount: string;
      currency: string;
      payerAccount: string;
      successTime: Date;
    }
  | { state: 'PENDING' }
  | { state: 'FAIL'; reason: string }
  | { state: 'NOT_FOUND' };

export interface RefundInput {
  refundNo: string;
  paymentTransactionNo: string;
  paymentProviderTransactionId: string;
  amount: string;
  paymentAmount: string;
  currency: Currency;
  reason: string;
  notifyUrl: string;
}

/** What the channel says about a refund. */
export type RefundState =
  | { state: 'SUCCESS'; providerRefundId: string; successTime: Date }
  | { state: 'PENDING'; providerRefundId: string }
  | { state: 'FAIL'; reason: string }
  | { state: 'NOT_FOUND' };

/** A verified, decoded notification. */
export type ProviderNotification =
  | { kind: 'PAYMENT'; eventId: string; transactionNo: string; result: PaymentState }
  | { kind: 'REFUND'; eventId: string; refundNo: string; result: RefundState }
  /** Authentic, but about nothing we act on (e.g. an intermediate state). */
  | { kind: 'IGNORED'; eventId: string };

export interface NotificationRequest {
  headers: Record<string, string | undefined>;
  /** The exact body text: signatures are over it. */
  body: string;
}

export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly channel: PaymentChannelName;
  /** The methods this adapter can carry; a config offering others offers them in vain. */
  readonly methods: readonly PaymentMethodName[];
  /** Whether paying this way needs the payer's account with the channel (an openid, a buyer id). */
  needsPayerAccount(method: PaymentMethodName, clientPlatform: string, account: ChannelAccount): boolean;
  /**
   * Whether a method of this account can be paid from a client platform. Without it the
   * method's usual platforms apply (payment-options.ts); channels whose cashier is a web
   * page, or that have an H5 flow, say so here (undefined: the usual platforms).
   */
  worksOn?(method: PaymentMethodName, clientPlatform: string, account: ChannelAccount): boolean | undefined;
  /** The settings and secrets this account lacks to work ('settings.mchId', 'secrets.apiV3Key'); empty when complete. */
  missingCredentials?(account: ChannelAccount): string[];
  createPayment(account: ChannelAccount, input: CreatePaymentInput): Promise<CreatePaymentResult>;
  queryPayment(account: ChannelAccount, transactionNo: string): Promise<PaymentState>;
  refund(account: ChannelAccount, input: RefundInput): Promise<RefundState>;
  queryRefund(account: ChannelAccount, input: RefundInput): Promise<RefundState>;
  /** Verifies the signature (and freshness) and decodes; throws NotificationRejected otherwise. */
  parseNotification(account: ChannelAccount, request: NotificationRequest, now: Date): Promise<ProviderNotification>;
  /** The answer the channel expects: accepted, or please send again. */
  reply(accepted: boolean, account?: ChannelAccount): NotificationReply;
}

/** The channel refused or could not be reached. The message never carries secrets. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (network, 5xx, rate limit); false when the channel said no. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A notification that is not authentic, stale, or unreadable: refused, nothing changes. */
export class NotificationRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRejected';
  }
}

/** A notification older or newer than this is refused, so a captured one cannot be replayed later. */
const MAX_NOTIFICATION_SKEW_SECONDS = 300;

/** Refuses a notification whose signed timestamp (seconds since the epoch) is too far from now. */
export function refuseStaleNotification(timestampSeconds: number, now: Date): void {
  if (Math.abs(now.getTime() / 1000 - timestampSeconds) > MAX_NOTIFICATION_SKEW_SECONDS) {
    throw new NotificationRejected('stale');
  }
}
