import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// WeChat Pay's side of API v3, as documented, on a local port: it checks our
// WECHATPAY2-SHA256-RSA2048 signatures with the merchant's public key, signs
// its answers and notifications with its own key, and encrypts notification
// resources with the APIv3 key. Keys are generated here, per test file.

export interface FakeOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  notify_url: string;
  amount: { total: number; currency: string };
  payer: { openid: string };
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transaction_id?: string;
  success_time?: string;
}

export interface FakeRefund {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  notify_url: string;
  amount: { refund: number; total: number; currency: string };
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
}

function pem(key: { export(options: object): string | Buffer }, type: 'spki' | 'pkcs8') {
  return key.export({ type, format: 'pem' }).toString();
}

export class FakeWechatPay {
  readonly mchId: string = '1900000109';
  readonly merchantSerialNo = 'MERCHANTSERIAL0001';
  readonly platformSerial = 'PUB_KEY_ID_0114232134912410000000000001';
  readonly apiV3Key = randomBytes(16).toString('hex'); // 32 characters
  readonly merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly orders = new Map<string, FakeOrder>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Every request as received, for assertions. */
  readonly requests: Array<{ method: string; path: string; body: string; authorized: boolean }> = [];
  /** While true the API answers 503, as a channel that is down. */
  down = false;
  /** While true answers carry a signature that does not verify. */
  forgeResponses = false;
  url = '';
  private server: Server | undefined;
  /** The currency the payer paid in, as notifications report it. */
  protected payerCurrency = 'CNY';

  constructor(private readonly now: () => Date) {}

  get merchantPrivateKeyPem() {
    return pem(this.merchant.privateKey, 'pkcs8');
  }
  get merchantPublicKeyPem() {
    return pem(this.merchant.publicKey, 'spki');
  }
  get platformPublicKeyPem() {
    return pem(this.platform.publicKey, 'spki');
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The payer pays: the order succeeds and WeChat Pay notifies the merchant (unless told not to). */
  async pay(outTradeNo: string, options: { notify?: boolean; reportedTotal?: number; reportedCurrency?: string } = {}) {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new Error(`fake wechat pay: no order ${outTradeNo}`);
    order.trade_state = 'SUCCESS';
    order.transaction_id = `4200${randomBytes(12).toString('hex')}`;
    order.success_time = this.now().toISOString().replace('Z', '+00:00');
    if (options.notify === false) return undefined;
    const plain = {
      mchid: order.mchid,
      appid: order.appid,
      out_trade_no: order.out_trade_no,
      transaction_id: order.transaction_id,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: order.success_time,
      payer: order.payer,
      amount: {
        ...order.amount,
        total: options.reportedTotal ?? order.amount.total,
        currency: options.reportedCurrency ?? order.amount.currency,
        payer_currency: this.payerCurrency,
      },
    };
    return this.notify(order.notify_url, 'TRANSACTION.SUCCESS', 'transaction', plain);
  }

  /** The refund reaches its end at WeChat Pay, which notifies the merchant. */
  async finishRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL') {
    const refund = this.refunds.get(outRefundNo);
    if (!refund) throw new Error(`fake wechat pay: no refund ${outRefundNo}`);
    refund.status = status;
    return this.notify(refund.notify_url, `REFUND.${status}`, 'refund', {
      mchid: this.mchId,
      out_trade_no: refund.out_trade_no,
      transaction_id: this.orders.get(refund.out_trade_no)?.transaction_id,
      out_refund_no: refund.out_refund_no,
      refund_id: refund.refund_id,
      refund_status: status,
      success_time: status === 'SUCCESS' ? this.now().toISOString() : undefined,
      amount: {
        total: refund.amount.total,
        refund: refund.amount.refund,
        currency: refund.amount.currency,
        payer_total: 1,
        payer_refund: 1,
      },
    });
  }

  /** A notification body and headers as WeChat Pay builds them. */
  notification(eventType: string, originalType: string, plain: object, options: { key?: string; at?: Date } = {}) {
    const nonce = randomBytes(6).toString('hex'); // 12 characters
    const associatedData = originalType;
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.key ?? this.apiV3Key, 'utf8'), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(plain), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: this.now().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: associatedData,
        nonce,
      },
    });
    return { body, headers: this.signedHeaders(body, options.at) };
  }

  async deliver(url: string, notification: { body: string; headers: Record<string, string> }) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...notification.headers },
      body: notification.body,
    });
    return { status: response.status, body: await response.text() };
  }

  private notify(url: string, eventType: string, originalType: string, plain: object) {
    return this.deliver(url, this.notification(eventType, originalType, plain));
  }

  private signedHeaders(body: string, at = this.now()): Record<string, string> {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = `${timestamp}\n${nonce}\n${body}\n`;
    const signature = this.forgeResponses
      ? randomBytes(256).toString('base64')
      : createSign('RSA-SHA256').update(message).sign(this.platform.privateKey, 'base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': this.platformSerial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  private authorized(req: IncomingMessage, path: string, body: string): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]] as const),
    );
    if (fields.mchid !== this.mchId || fields.serial_no !== this.merchantSerialNo) return false;
    const message = `${req.method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(this.merchant.publicKey, fields.signature ?? '', 'base64');
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    const authorized = this.authorized(req, path, body);
    this.requests.push({ method: req.method ?? '', path, body, authorized });
    const answer = (status: number, payload?: object) => {
      const text = payload ? JSON.stringify(payload) : '';
      res.writeHead(status, { 'content-type': 'application/json', ...this.signedHeaders(text) });
      res.end(text);
    };
    if (this.down) return answer(503, { code: 'SYSTEM_ERROR', message: 'busy' });
    if (!authorized) return answer(401, { code: 'SIGN_ERROR', message: 'signature' });
    return this.route(req.method ?? '', new URL(path, 'http://fake'), body, answer);
  }

  /** The API's paths; WeChat Pay Global's fake answers its own. */
  protected route(method: string, url: URL, body: string, answer: (status: number, payload?: object) => void) {
    const req = { method };
    const path = url.pathname;
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') {
      const order = JSON.parse(body) as FakeOrder;
      if (!order.payer?.openid || !order.appid || order.mchid !== this.mchId) {
        return answer(400, { code: 'PARAM_ERROR', message: 'missing' });
      }
      this.orders.set(order.out_trade_no, { ...order, trade_state: 'NOTPAY' });
      return answer(200, { prepay_id: `wx${randomBytes(14).toString('hex')}` });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && query) {
      const order = this.orders.get(decodeURIComponent(query[1]));
      if (!order || url.searchParams.get('mchid') !== this.mchId) {
        return answer(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      }
      return answer(200, { ...order, notify_url: undefined });
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const request = JSON.parse(body) as Omit<FakeRefund, 'refund_id' | 'status'>;
      const existing = this.refunds.get(request.out_refund_no);
      if (existing) return answer(200, existing);
      const order = this.orders.get(request.out_trade_no);
      if (!order || order.trade_state !== 'SUCCESS')
        return answer(400, { code: 'INVALID_REQUEST', message: 'not paid' });
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
      return answer(200, refund);
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundQuery) {
      const refund = this.refunds.get(decodeURIComponent(refundQuery[1]));
      return refund ? answer(200, refund) : answer(404, { code: 'RESOURCE_NOT_EXISTS', message: 'no such refund' });
    }
    return answer(404, { code: 'NOT_FOUND', message: path });
  }
}
