import { randomBytes } from 'node:crypto';
import { FakeWechatPay, type FakeOrder, type FakeRefund } from './fake-wechat-pay';

// WeChat Pay Global (API v3 for merchants outside the mainland, common mode)
// as its documentation describes it (pay.weixin.qq.com/wiki/doc/api_external/en/):
// the same WECHATPAY2-SHA256-RSA2048 request signatures, signed answers and
// AES-256-GCM notifications as the mainland API (checked by FakeWechatPay with
// its own code), on its own paths, with trade_type and merchant_category_code
// required and the order's currency in `amount`.
// Its host is apihk.mch.weixin.qq.com.

const DOCUMENTED_CURRENCIES = ['HKD', 'MOP', 'CNY', 'USD', 'EUR', 'JPY', 'SGD', 'THB'];

export class FakeWechatPayGlobal extends FakeWechatPay {
  override readonly mchId = '1900000110';

  constructor(now: () => Date, payerCurrency = 'HKD') {
    super(now);
    this.payerCurrency = payerCurrency;
  }

  protected override route(method: string, url: URL, body: string, answer: (status: number, payload?: object) => void) {
    const path = url.pathname;
    if (method === 'POST' && path === '/v3/global/transactions/jsapi') {
      const order = JSON.parse(body) as FakeOrder & { trade_type?: string; merchant_category_code?: string };
      const problems = [
        !order.appid && 'appid',
        order.mchid !== this.mchId && 'mchid',
        order.trade_type !== 'JSAPI' && 'trade_type',
        !/^\d{4}$/.test(order.merchant_category_code ?? '') && 'merchant_category_code',
        !order.payer?.openid && 'payer.openid',
        !Number.isInteger(order.amount?.total) && 'amount.total',
        !DOCUMENTED_CURRENCIES.includes(order.amount?.currency) && 'amount.currency',
        !order.notify_url && 'notify_url',
      ].filter(Boolean);
      if (problems.length) return answer(400, { code: 'PARAM_ERROR', message: problems.join(', ') });
      this.orders.set(order.out_trade_no, { ...order, trade_state: 'NOTPAY' });
      return answer(200, { prepay_id: `wx${randomBytes(14).toString('hex')}` });
    }
    const query = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (method === 'GET' && query) {
      const order = this.orders.get(decodeURIComponent(query[1]));
      if (!order || url.searchParams.get('mchid') !== this.mchId) {
        return answer(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      }
      return answer(200, {
        ...order,
        notify_url: undefined,
        amount: { ...order.amount, payer_total: order.amount.total, payer_currency: this.payerCurrency },
      });
    }
    if (method === 'POST' && path === '/v3/global/refunds') {
      const request = JSON.parse(body) as Omit<FakeRefund, 'refund_id' | 'status'> & { mchid?: string };
      if (request.mchid !== this.mchId) return answer(400, { code: 'PARAM_ERROR', message: 'mchid' });
      const existing = this.refunds.get(request.out_refund_no);
      if (existing) return answer(200, globalRefund(existing));
      const order = this.orders.get(request.out_trade_no);
      if (!order || order.trade_state !== 'SUCCESS')
        return answer(400, { code: 'INVALID_REQUEST', message: 'not paid' });
      if (request.amount.currency !== order.amount.currency) {
        return answer(400, { code: 'PARAM_ERROR', message: 'refund currency differs from the order' });
      }
      const refunded = [...this.refunds.values()]
        .filter((r) => r.out_trade_no === order.out_trade_no && r.status !== 'ABNORMAL')
        .reduce((sum, r) => sum + r.amount.refund, 0);
      if (request.amount.total !== order.amount.total || refunded + request.amount.refund > order.amount.total) {
        return answer(400, { code: 'NOT_ENOUGH', message: 'refund exceeds' });
      }
      const refund: FakeRefund = {
        ...request,
        refund_id: `5030${randomBytes(10).toString('hex')}`,
        status: 'PROCESSING',
      };
      this.refunds.set(refund.out_refund_no, refund);
      return answer(200, globalRefund(refund));
    }
    const refundQuery = /^\/v3\/global\/refunds\/out-refund-no\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundQuery) {
      const refund = this.refunds.get(decodeURIComponent(refundQuery[1]));
      if (!refund || url.searchParams.get('mchid') !== this.mchId) {
        return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: 'no such refund' });
      }
      return answer(200, globalRefund(refund));
    }
    // The mainland paths do not exist on the global host.
    return answer(404, { code: 'NOT_FOUND', message: path });
  }
}

/** A global refund as the API answers it: WeChat's refund id is `id`. */
function globalRefund(refund: FakeRefund) {
  return {
    id: refund.refund_id,
    out_refund_no: refund.out_refund_no,
    out_trade_no: refund.out_trade_no,
    amount: refund.amount,
    status: refund.status,
  };
}
