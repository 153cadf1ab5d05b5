import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Alipay's OpenAPI gateway, as documented, on a local port: it verifies our
// RSA2 request signatures with the app's public key, answers
// {"<method>_response": {...}, "sign": "..."} signed over the member's exact
// text with its own key, and posts signed form notifications. Keys are made here.

export interface FakeTrade {
  out_trade_no: string;
  trade_no: string;
  total_amount: string;
  subject: string;
  buyer_id: string;
  notify_url: string;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  refunded: number;
  refunds: Map<string, string>;
  gmt_payment?: string;
}

const pem = (key: { export(options: object): string | Buffer }, type: 'spki' | 'pkcs8') =>
  key.export({ type, format: 'pem' }).toString();

function signContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

function beijing(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class FakeAlipay {
  readonly appId = '2021004100000001';
  readonly app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly trades = new Map<string, FakeTrade>();
  readonly calls: Array<{ method: string; biz: Record<string, unknown>; params: Record<string, string> }> = [];
  url = '';
  private server: Server | undefined;

  constructor(private readonly now: () => Date) {}

  get appPrivateKeyPem() {
    return pem(this.app.privateKey, 'pkcs8');
  }
  get alipayPublicKeyPem() {
    return pem(this.alipay.publicKey, 'spki');
  }
  get gatewayUrl() {
    return `${this.url}/gateway.do`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The payer opens the H5 cashier link our server handed out: checked as Alipay would. */
  openWapLink(link: string): FakeTrade {
    const url = new URL(link);
    const params = Object.fromEntries(url.searchParams);
    if (`${url.origin}${url.pathname}` !== this.gatewayUrl || !this.verified(params)) {
      throw new Error('fake alipay: the cashier link is not signed by the app');
    }
    if (params.method !== 'alipay.trade.wap.pay') throw new Error(`fake alipay: unexpected ${params.method}`);
    const biz = JSON.parse(params.biz_content) as Record<string, string>;
    this.calls.push({ method: params.method, biz, params });
    return this.openTrade(biz, params.notify_url);
  }

  /** The payer pays: the trade succeeds and Alipay notifies (unless told not to). */
  async pay(outTradeNo: string, options: { notify?: boolean; buyerId?: string } = {}) {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo}`);
    trade.trade_status = 'TRADE_SUCCESS';
    trade.buyer_id = options.buyerId ?? (trade.buyer_id || '2088102177846880');
    trade.gmt_payment = beijing(this.now());
    if (options.notify === false) return undefined;
    return this.deliver(trade.notify_url, this.notification(trade));
  }

  /** The form body of a trade notification, signed as Alipay signs it (sign and sign_type left out). */
  notification(trade: FakeTrade, overrides: Record<string, string> = {}, signWith = this.alipay.privateKey) {
    const params: Record<string, string> = {
      notify_time: beijing(this.now()),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(12).toString('hex'),
      app_id: this.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.trade_no,
      out_trade_no: trade.out_trade_no,
      trade_status: trade.trade_status,
      total_amount: trade.total_amount,
      receipt_amount: trade.total_amount,
      buyer_id: trade.buyer_id,
      subject: trade.subject,
      gmt_payment: trade.gmt_payment ?? '',
      ...overrides,
    };
    params.sign = createSign('RSA-SHA256')
      .update(signContent(params, ['sign', 'sign_type']))
      .sign(signWith, 'base64');
    params.sign_type = 'RSA2';
    return new URLSearchParams(params).toString();
  }

  otherKey() {
    return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  }

  async deliver(url: string, body: string) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  private verified(params: Record<string, string>): boolean {
    if (params.app_id !== this.appId || params.sign_type !== 'RSA2') return false;
    return createVerify('RSA-SHA256')
      .update(signContent(params, ['sign']))
      .verify(this.app.publicKey, params.sign ?? '', 'base64');
  }

  private openTrade(biz: Record<string, string>, notifyUrl: string): FakeTrade {
    const existing = this.trades.get(biz.out_trade_no);
    if (existing) return existing;
    const trade: FakeTrade = {
      out_trade_no: biz.out_trade_no,
      trade_no: `2026${randomBytes(12).toString('hex')}`,
      total_amount: biz.total_amount,
      subject: biz.subject,
      buyer_id: biz.buyer_id ?? '',
      notify_url: notifyUrl,
      trade_status: 'WAIT_BUYER_PAY',
      refunded: 0,
      refunds: new Map(),
    };
    this.trades.set(trade.out_trade_no, trade);
    return trade;
  }

  private reply(res: ServerResponse, member: string, content: Record<string, unknown>) {
    // Pretty-printed on purpose: the signature covers this exact text, not a re-serialisation.
    const text = JSON.stringify(content, null, 1);
    const sign = createSign('RSA-SHA256').update(text).sign(this.alipay.privateKey, 'base64');
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${member}":${text},"sign":"${sign}"}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    if (!this.verified(params)) {
      return this.reply(res, 'error_response', {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
      });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    this.calls.push({ method: params.method, biz, params });
    const member = `${params.method.replace(/\./g, '_')}_response`;
    const ok = { code: '10000', msg: 'Success' };
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    const trade = this.trades.get(biz.out_trade_no);
    switch (params.method) {
      case 'alipay.trade.create': {
        const created = this.openTrade(biz, params.notify_url);
        return this.reply(res, member, { ...ok, out_trade_no: created.out_trade_no, trade_no: created.trade_no });
      }
      case 'alipay.trade.query':
        if (!trade) return this.reply(res, member, notExist);
        return this.reply(res, member, {
          ...ok,
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          trade_status: trade.trade_status,
          total_amount: trade.total_amount,
          buyer_user_id: trade.buyer_id,
          send_pay_date: trade.gmt_payment,
        });
      case 'alipay.trade.refund': {
        if (!trade || trade.trade_status !== 'TRADE_SUCCESS') return this.reply(res, member, notExist);
        const cents = Math.round(Number(biz.refund_amount) * 100);
        if (trade.refunds.has(biz.out_request_no)) {
          return this.reply(res, member, { ...ok, fund_change: 'N', refund_fee: biz.refund_amount });
        }
        if (trade.refunded + cents > Math.round(Number(trade.total_amount) * 100)) {
          return this.reply(res, member, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
          });
        }
        trade.refunded += cents;
        trade.refunds.set(biz.out_request_no, biz.refund_amount);
        return this.reply(res, member, {
          ...ok,
          trade_no: trade.trade_no,
          fund_change: 'Y',
          refund_fee: biz.refund_amount,
        });
      }
      case 'alipay.trade.fastpay.refund.query': {
        const amount = trade?.refunds.get(biz.out_request_no);
        if (!amount) return this.reply(res, member, ok);
        return this.reply(res, member, {
          ...ok,
          out_request_no: biz.out_request_no,
          refund_amount: amount,
          refund_status: 'REFUND_SUCCESS',
          gmt_refund_pay: beijing(this.now()),
        });
      }
      default:
        return this.reply(res, 'error_response', {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isv.invalid-method',
        });
    }
  }
}
