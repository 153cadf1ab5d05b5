import { centsToYuan, yuanToCents } from '@common/money';
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
import { alipayTime, parseAlipayTime } from '../../provider-time';
import { missingCredentials } from '../channel-credentials';
import { AlipayClient, alipayRefusal, credentialsOf, type AlipayReply } from './alipay-client';

const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/**
 * Alipay (OpenAPI, RSA2): inside the Alipay mini-program, alipay.trade.create
 * gives the trade_no for my.tradePay; in a browser, alipay.trade.wap.pay gives
 * the signed link to Alipay's H5 cashier. Query, refund and refund query;
 * asynchronous notifications verified with the Alipay public key. CNY only.
 * Alipay confirms refunds in the refund call's answer (fund_change), so it has
 * no refund notifications.
 */
export class AlipayProvider implements PaymentProvider {
  readonly channel = 'ALIPAY' as const;
  readonly methods = ['ALIPAY_APP_PAY'] as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  needsPayerAccount(_method: string, clientPlatform: string): boolean {
    return clientPlatform === 'ALIPAY_MINI_PROGRAM';
  }

  missingCredentials(account: ChannelAccount): string[] {
    return missingCredentials(account, { settings: ['appId', 'alipayPublicKeyPem'], secrets: ['appPrivateKeyPem'] });
  }

  async createPayment(account: ChannelAccount, input: CreatePaymentInput) {
    if (input.method !== 'ALIPAY_APP_PAY') throw new ProviderError('alipay: unsupported method', false);
    if (input.currency !== 'CNY') throw new ProviderError('alipay: only CNY is supported', false);
    const client = this.client(account);
    const common = {
      out_trade_no: input.transactionNo,
      total_amount: centsToYuan(input.amount),
      subject: input.description.replace(/[/=&]/g, ' ').slice(0, 256),
    };
    if (input.clientPlatform !== 'ALIPAY_MINI_PROGRAM') {
      const url = client.pageUrl(
        'alipay.trade.wap.pay',
        {
          ...common,
          product_code: 'QUICK_WAP_WAY',
          ...(input.expireTime && { time_expire: alipayTime(input.expireTime, false) }),
          ...(input.returnUrl && { quit_url: input.returnUrl }),
        },
        { notify_url: input.notifyUrl, ...(input.returnUrl && { return_url: input.returnUrl }) },
      );
      return { payParams: { kind: 'cashier_url' as const, url } };
    }
    const buyer = /^2088\d{12}$/.test(input.payerAccount)
      ? { buyer_id: input.payerAccount }
      : { buyer_open_id: input.payerAccount };
    const reply = await client.call(
      'alipay.trade.create',
      {
        ...common,
        ...buyer,
        product_code: 'FACE_TO_FACE_PAYMENT',
        ...(input.expireTime && { time_expire: alipayTime(input.expireTime) }),
      },
      { notify_url: input.notifyUrl },
    );
    if (reply.code !== '10000' || typeof reply.trade_no !== 'string') throw alipayRefusal(reply);
    return { payParams: { kind: 'alipay_trade_no' as const, tradeNo: reply.trade_no } };
  }

  async queryPayment(account: ChannelAccount, transactionNo: string): Promise<PaymentState> {
    const reply = await this.client(account).call('alipay.trade.query', { out_trade_no: transactionNo });
    if (reply.code !== '10000') {
      if (reply.sub_code === TRADE_NOT_EXIST) return { state: 'NOT_FOUND' };
      throw alipayRefusal(reply);
    }
    return tradeStateOf(strings(reply), parseAlipayTime(String(reply.send_pay_date ?? '')));
  }

  async refund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call('alipay.trade.refund', {
      out_trade_no: input.paymentTransactionNo,
      refund_amount: centsToYuan(input.amount),
      out_request_no: input.refundNo,
      ...(input.reason && { refund_reason: input.reason.slice(0, 256) }),
    });
    if (reply.code !== '10000') throw alipayRefusal(reply);
    // fund_change N: no money moved by this call (a repeat of a refund already made): ask.
    if (reply.fund_change !== 'Y') return this.queryRefund(account, input);
    return { state: 'SUCCESS', providerRefundId: refundIdOf(input), successTime: this.now() };
  }

  async queryRefund(account: ChannelAccount, input: RefundInput): Promise<RefundState> {
    const reply = await this.client(account).call('alipay.trade.fastpay.refund.query', {
      out_trade_no: input.paymentTransactionNo,
      out_request_no: input.refundNo,
      query_options: ['gmt_refund_pay'],
    });
    if (reply.code !== '10000') {
      if (reply.sub_code === TRADE_NOT_EXIST) return { state: 'NOT_FOUND' };
      throw alipayRefusal(reply);
    }
    if (reply.refund_status === 'REFUND_SUCCESS') {
      return {
        state: 'SUCCESS',
        providerRefundId: refundIdOf(input),
        successTime: parseAlipayTime(String(reply.gmt_refund_pay ?? '')) ?? this.now(),
      };
    }
    // Success with no refund data: Alipay has no such refund.
    return reply.out_request_no ? { state: 'PENDING', providerRefundId: refundIdOf(input) } : { state: 'NOT_FOUND' };
  }

  async parseNotification(account: ChannelAccount, request: NotificationRequest): Promise<ProviderNotification> {
    const params = Object.fromEntries(new URLSearchParams(request.body));
    if (!this.client(account).verifyNotification(params)) throw new NotificationRejected('bad signature');
    const eventId = params.notify_id ?? '';
    if (params.trade_status === 'WAIT_BUYER_PAY') return { kind: 'IGNORED', eventId };
    return {
      kind: 'PAYMENT',
      eventId,
      transactionNo: params.out_trade_no ?? '',
      result: tradeStateOf(params, parseAlipayTime(params.gmt_payment)),
    };
  }

  reply(accepted: boolean) {
    // Alipay stops resending only on the exact text "success".
    return { status: accepted ? 200 : 400, contentType: 'text/plain', body: accepted ? 'success' : 'fail' };
  }

  private client(account: ChannelAccount): AlipayClient {
    return new AlipayClient(credentialsOf(account), this.now);
  }
}

function tradeStateOf(trade: Record<string, string>, paidAt: Date | undefined): PaymentState {
  switch (trade.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED': {
      let amount = '';
      try {
        amount = yuanToCents(trade.total_amount ?? '');
      } catch {
        // left empty: it cannot match, so the payment is flagged, not credited
      }
      return {
        state: 'SUCCESS',
        providerTransactionId: trade.trade_no ?? '',
        amount,
        // Alipay's domestic trades are in CNY (trans_currency only for cross-border).
        currency: trade.trans_currency || 'CNY',
        payerAccount: trade.buyer_open_id || trade.buyer_id || trade.buyer_user_id || '',
        successTime: paidAt ?? new Date(),
      };
    }
    case 'WAIT_BUYER_PAY':
      return { state: 'PENDING' };
    default:
      return { state: 'FAIL', reason: `alipay: ${trade.trade_status ?? 'unknown'}` };
  }
}

function strings(reply: AlipayReply): Record<string, string> {
  return Object.fromEntries(Object.entries(reply).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]));
}

/** Alipay refunds have no id of their own: the request number names them within the trade. */
function refundIdOf(input: RefundInput): string {
  return `${input.paymentTransactionNo}/${input.refundNo}`;
}
