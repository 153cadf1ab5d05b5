import { randomUUID } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server';

export const DOUYIN_CLIENT_KEY = 'awfakeclientkey';
export const DOUYIN_CLIENT_SECRET = 'fake-douyin-client-secret';
export const DOUYIN_POI_ID = '7100000000000000001';

/** One group-buying certificate of an order, amounts in fen as the platform states them. */
export interface FakeCertificate {
  /** The code the diner shows. */
  code: string;
  encrypted_code: string;
  certificate_id: string;
  sku: { sku_id: string; title: string; groupon_type: number; market_price: number };
  amount: { original_amount: number; pay_amount: number; list_market_amount: number };
  expire_time: number;
  verify?: { verify_id: string; certificate_id: string; verify_time: number; can_cancel: boolean };
}

export interface FakeDouyinLife extends FakeHttpServer {
  certificates: FakeCertificate[];
  /** Every client token issued so far stops working. */
  expireTokens(): void;
  tokensIssued: number;
}

/**
 * Douyin life services' client_token and group-buying certificate API, as
 * its documentation and public SDKs describe it (docs/group-buying.md):
 * JSON answers `{data: {error_code, description, …}, extra: {error_code,
 * description, logid, now}}`, the client token in the `access-token` header
 * of every certificate call, prepare -> verify_token and encrypted codes,
 * verify -> verify_results, cancel by verify_id and certificate_id.
 */
export async function startFakeDouyinLife(): Promise<FakeDouyinLife> {
  const tokens = new Map<string, boolean>();
  const verifyTokens = new Map<string, string[]>();
  let issued = 0;
  const certificates: FakeCertificate[] = [];

  const answer = (data: Record<string, unknown>, errorCode = 0, description = ''): FakeReply => ({
    json: {
      data: { ...data, error_code: errorCode, description },
      extra: {
        error_code: errorCode,
        description,
        sub_error_code: 0,
        sub_description: '',
        logid: randomUUID(),
        now: Date.now(),
      },
    },
  });
  const refuse = (code: number, description: string) => answer({}, code, description);

  const authorized = (request: FakeRequest): FakeReply | null => {
    const token = request.headers['access-token'];
    if (typeof token !== 'string' || !tokens.has(token)) return refuse(2190002, 'access_token无效');
    if (!tokens.get(token)) return refuse(2190008, 'access_token过期,请刷新或重新授权');
    return null;
  };
  const json = (request: FakeRequest): Record<string, unknown> | null => {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return null;
    try {
      return JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  const shown = (c: FakeCertificate) => ({
    encrypted_code: c.encrypted_code,
    expire_time: c.expire_time,
    start_time: c.expire_time - 30 * 86400,
    amount: { ...c.amount, coupon_pay_amount: c.amount.pay_amount, merchant_ticket_amount: 0 },
    sku: { ...c.sku, sold_start_time: 1700000000, account_id: '7000000000000000009' },
  });

  const server = await startFakeHttpServer({
    'POST /oauth/client_token/': (request) => {
      const body = json(request);
      if (
        body?.client_key !== DOUYIN_CLIENT_KEY ||
        body.client_secret !== DOUYIN_CLIENT_SECRET ||
        body.grant_type !== 'client_credential'
      )
        return refuse(10003, 'client_key或client_secret错误');
      issued++;
      const token = `clt.${issued}.${randomUUID()}`;
      tokens.set(token, true);
      return answer({ access_token: token, expires_in: 7200 });
    },
    'GET /goodlife/v1/fulfilment/certificate/prepare/': (request) => {
      const denied = authorized(request);
      if (denied) return denied;
      const code = request.query.get('code') ?? '';
      const encrypted = request.query.get('encrypted_data') ?? '';
      if (!code === !encrypted) return refuse(2100004, 'code与encrypted_data必须二选一');
      const usable = certificates.filter((c) => (code ? c.code === code : `qr:${c.code}` === encrypted) && !c.verify);
      if (usable.length === 0) return refuse(1208, '券码不存在或已使用');
      const verifyToken = randomUUID();
      verifyTokens.set(
        verifyToken,
        usable.map((c) => c.encrypted_code),
      );
      return answer({ verify_token: verifyToken, order_id: `1080${usable[0].code}`, certificates: usable.map(shown) });
    },
    'POST /goodlife/v1/fulfilment/certificate/verify/': (request) => {
      const denied = authorized(request);
      if (denied) return denied;
      const body = json(request);
      const allowed = verifyTokens.get(String(body?.verify_token ?? ''));
      if (!body || !allowed) return refuse(1209, 'verify_token无效');
      if (body.poi_id !== DOUYIN_POI_ID) return refuse(1210, '门店不可核销该券');
      const codes = Array.isArray(body.encrypted_codes) ? (body.encrypted_codes as string[]) : [];
      if (codes.length === 0 || codes.some((c) => !allowed.includes(c))) return refuse(2100004, 'encrypted_codes错误');
      verifyTokens.delete(String(body.verify_token));
      const verify_results = codes.map((encrypted) => {
        const c = certificates.find((x) => x.encrypted_code === encrypted)!;
        if (c.verify) return { result: 1, msg: '券已核销', code: encrypted };
        c.verify = {
          verify_id: `vid-${randomUUID()}`,
          certificate_id: c.certificate_id,
          verify_time: 1777600000,
          can_cancel: true,
        };
        return {
          result: 0,
          msg: '',
          code: encrypted,
          origin_code: c.code,
          verify_id: c.verify.verify_id,
          certificate_id: c.certificate_id,
          verify_time: c.verify.verify_time,
          account_id: '7000000000000000009',
        };
      });
      return answer({ verify_results });
    },
    'POST /goodlife/v1/fulfilment/certificate/cancel/': (request) => {
      const denied = authorized(request);
      if (denied) return denied;
      const body = json(request);
      const c = certificates.find((x) => x.verify && x.verify.verify_id === body?.verify_id);
      if (!c || c.certificate_id !== body?.certificate_id) return refuse(1211, '核销记录不存在');
      c.verify = undefined;
      return answer({});
    },
    'GET /goodlife/v1/fulfilment/certificate/get/': (request) => {
      const denied = authorized(request);
      if (denied) return denied;
      const c = certificates.find((x) => x.encrypted_code === request.query.get('encrypted_code'));
      if (!c) return refuse(1208, '券码不存在');
      return answer({ certificate: { ...shown(c), status: c.verify ? 2 : 1, verify: c.verify } });
    },
  });

  const fake = Object.assign(server, {
    certificates,
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, false);
    },
  });
  return Object.defineProperty(fake, 'tokensIssued', { get: () => issued }) as FakeDouyinLife;
}
