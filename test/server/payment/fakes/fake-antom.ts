import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Antom's online payment API ("ams") as its documentation describes it
// (docs.antom.com/ac/ams/api_fund, /digital_signature, /payment_cashier,
// /paymentri_online, /refund_online, /paymentrn_online): POST JSON, the
// merchant's RSA256 signature over "POST <uri>\n<Client-Id>.<Request-Time>.<body>"
// in "Signature: algorithm=RSA256,keyVersion=1,signature=<urlencoded base64>",
// answers and notifications signed by Alipay's key the same way (Response-Time
// for answers). Amounts are {currency, value} with value in minor units.

export interface FakeAntomPayment {
  paymentRequestId: string;
  paymentId: string;
  amount: { currency: string; value: string };
  paymentMethodType: string;
  notifyUrl: string;
  status: 'PROCESSING' | 'SUCCESS' | 'FAIL';
  paymentTime?: string;
}

export interface FakeAntomRefund {
  refundRequestId: string;
  refundId: string;
  paymentId: string;
  amount: { currency: string; value: string };
  notifyUrl: string;
  status: 'PROCESSING' | 'SUCCESS' | 'FAIL';
}

function pem(key: { export(options: object): string | Buffer }, type: 'spki' | 'pkcs8') {
  return key.export({ type, format: 'pem' }).toString();
}

export class FakeAntom {
  readonly clientId = `SANDBOX_${randomBytes(6).toString('hex').toUpperCase()}`;
  readonly merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly payments = new Map<string, FakeAntomPayment>();
  readonly refunds = new Map<string, FakeAntomRefund>();
  readonly requests: Array<{ path: string; body: string; authorized: boolean }> = [];
  /** Refunds answer U / REFUND_IN_PROCESS and settle by notification instead of at once. */
  asyncRefunds = false;
  forgeSignatures = false;
  url = '';
  private server: Server | undefined;

  constructor(private readonly now: () => Date) {}

  get merchantPrivateKeyPem() {
    return pem(this.merchant.privateKey, 'pkcs8');
  }
  get alipayPublicKeyPem() {
    return pem(this.alipay.publicKey, 'spki');
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The payer confirms in the wallet: Antom sends notifyPayment (PAYMENT_RESULT). */
  async pay(paymentRequestId: string, options: { reported?: { currency: string; value: string } } = {}) {
    const payment = this.payments.get(paymentRequestId);
    if (!payment) throw new Error(`fake antom: no payment ${paymentRequestId}`);
    payment.status = 'SUCCESS';
    payment.paymentTime = this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/, '+00:00');
    return this.notify(payment.notifyUrl, {
      notifyType: 'PAYMENT_RESULT',
      result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
      paymentRequestId,
      paymentId: payment.paymentId,
      paymentAmount: options.reported ?? payment.amount,
      paymentCreateTime: payment.paymentTime,
      paymentTime: payment.paymentTime,
    });
  }

  /** notifyRefund (REFUND_RESULT) for a refund that was in process. */
  async finishRefund(refundRequestId: string) {
    const refund = this.refunds.get(refundRequestId)!;
    refund.status = 'SUCCESS';
    return this.notify(refund.notifyUrl, {
      notifyType: 'REFUND_RESULT',
      result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
      refundStatus: 'SUCCESS',
      refundRequestId,
      refundId: refund.refundId,
      refundAmount: refund.amount,
      refundTime: this.now().toISOString(),
    });
  }

  /** Posts a notification signed as Antom signs it (or, forging, with another key). */
  async notify(url: string, payload: object) {
    const body = JSON.stringify(payload);
    const requestTime = String(this.now().getTime());
    const uri = new URL(url).pathname;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=UTF-8',
        'client-id': this.clientId,
        'request-time': requestTime,
        signature: this.signatureHeader(`POST ${uri}\n${this.clientId}.${requestTime}.${body}`),
      },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  private signatureHeader(content: string): string {
    const key = this.forgeSignatures
      ? generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
      : this.alipay.privateKey;
    const signature = createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
    return `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(signature)}`;
  }

  private authorized(req: IncomingMessage, uri: string, body: string): boolean {
    if (req.headers['client-id'] !== this.clientId) return false;
    const requestTime = String(req.headers['request-time'] ?? '');
    const header = String(req.headers.signature ?? '');
    const fields = Object.fromEntries(
      header.split(',').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at).trim(), pair.slice(at + 1)];
      }),
    );
    if ((fields.algorithm ?? '').toUpperCase() !== 'RSA256' || !fields.signature || !requestTime) return false;
    return createVerify('RSA-SHA256')
      .update(`POST ${uri}\n${this.clientId}.${requestTime}.${body}`, 'utf8')
      .verify(this.merchant.publicKey, decodeURIComponent(fields.signature), 'base64');
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const uri = req.url ?? '/';
    const authorized = req.method === 'POST' && this.authorized(req, uri, body);
    this.requests.push({ path: uri, body, authorized });
    const answer = (payload: object) => {
      const text = JSON.stringify(payload);
      const responseTime = String(this.now().getTime());
      res.writeHead(200, {
        'content-type': 'application/json; charset=UTF-8',
        'client-id': this.clientId,
        'response-time': responseTime,
        signature: this.signatureHeader(`POST ${uri}\n${this.clientId}.${responseTime}.${text}`),
      });
      res.end(text);
    };
    const result = (resultStatus: 'S' | 'F' | 'U', resultCode: string) => ({
      result: { resultStatus, resultCode, resultMessage: resultCode.toLowerCase() },
    });
    if (!authorized) return answer(result('F', 'INVALID_SIGNATURE'));
    const request = JSON.parse(body) as Record<string, any>;

    switch (uri) {
      case '/ams/api/v1/payments/pay': {
        const amount = request.paymentAmount;
        const valid =
          request.productCode === 'CASHIER_PAYMENT' &&
          request.paymentRequestId &&
          request.order?.referenceOrderId &&
          request.order?.orderDescription &&
          /^[A-Z]{3}$/.test(request.order?.orderAmount?.currency ?? '') &&
          /^\d+$/.test(amount?.value ?? '') &&
          request.paymentMethod?.paymentMethodType &&
          request.paymentRedirectUrl &&
          ['WEB', 'WAP', 'APP'].includes(request.env?.terminalType);
        // A payment expiry may be at most ten minutes after the request (pay, paymentExpiryTime).
        const expiry = request.paymentExpiryTime ? Date.parse(request.paymentExpiryTime) : undefined;
        const requestTime = Number(req.headers['request-time']);
        if (!valid || (expiry !== undefined && !(expiry > requestTime && expiry - requestTime <= 10 * 60_000))) {
          return answer(result('F', 'PARAM_ILLEGAL'));
        }
        if (!this.payments.has(request.paymentRequestId)) {
          this.payments.set(request.paymentRequestId, {
            paymentRequestId: request.paymentRequestId,
            paymentId: `2026${randomBytes(12).toString('hex')}`,
            amount,
            paymentMethodType: request.paymentMethod.paymentMethodType,
            notifyUrl: request.paymentNotifyUrl,
            status: 'PROCESSING',
          });
        }
        const payment = this.payments.get(request.paymentRequestId)!;
        return answer({
          ...result('U', 'PAYMENT_IN_PROCESS'),
          paymentRequestId: payment.paymentRequestId,
          paymentId: payment.paymentId,
          paymentAmount: payment.amount,
          normalUrl: `${this.url}/cashier/${payment.paymentMethodType}/${payment.paymentId}`,
        });
      }
      case '/ams/api/v1/payments/inquiryPayment': {
        const payment = this.payments.get(request.paymentRequestId);
        if (!payment) return answer(result('F', 'ORDER_NOT_EXIST'));
        return answer({
          ...result('S', 'SUCCESS'),
          paymentStatus: payment.status,
          paymentRequestId: payment.paymentRequestId,
          paymentId: payment.paymentId,
          paymentAmount: payment.amount,
          paymentTime: payment.paymentTime,
        });
      }
      case '/ams/api/v1/payments/refund': {
        const payment = [...this.payments.values()].find((p) => p.paymentId === request.paymentId);
        if (!payment || payment.status !== 'SUCCESS') return answer(result('F', 'ORDER_STATUS_INVALID'));
        if (request.refundAmount?.currency !== payment.amount.currency)
          return answer(result('F', 'CURRENCY_NOT_SUPPORT'));
        const refunded = [...this.refunds.values()]
          .filter(
            (r) =>
              r.paymentId === payment.paymentId && r.status !== 'FAIL' && r.refundRequestId !== request.refundRequestId,
          )
          .reduce((sum, r) => sum + Number(r.amount.value), 0);
        if (refunded + Number(request.refundAmount.value) > Number(payment.amount.value)) {
          return answer(result('F', 'REFUND_AMOUNT_EXCEED'));
        }
        const refund = this.refunds.get(request.refundRequestId) ?? {
          refundRequestId: request.refundRequestId,
          refundId: `2026r${randomBytes(10).toString('hex')}`,
          paymentId: payment.paymentId,
          amount: request.refundAmount,
          notifyUrl: request.refundNotifyUrl,
          status: this.asyncRefunds ? ('PROCESSING' as const) : ('SUCCESS' as const),
        };
        this.refunds.set(refund.refundRequestId, refund);
        return answer({
          ...(refund.status === 'SUCCESS' ? result('S', 'SUCCESS') : result('U', 'REFUND_IN_PROCESS')),
          refundRequestId: refund.refundRequestId,
          refundId: refund.refundId,
          paymentId: refund.paymentId,
          refundAmount: refund.amount,
          refundTime: refund.status === 'SUCCESS' ? this.now().toISOString() : undefined,
        });
      }
      case '/ams/api/v1/payments/inquiryRefund': {
        const refund = this.refunds.get(request.refundRequestId);
        if (!refund) return answer(result('F', 'REFUND_NOT_EXIST'));
        return answer({
          ...result('S', 'SUCCESS'),
          refundStatus: refund.status,
          refundId: refund.refundId,
          refundAmount: refund.amount,
        });
      }
      default:
        return answer(result('F', 'NO_INTERFACE_DEF'));
    }
  }
}
