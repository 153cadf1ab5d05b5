import { createHash } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server';

export const MEITUAN_APP_KEY = 'fake-dianping-app-key';
export const MEITUAN_APP_SECRET = 'fake-dianping-app-secret';

/** A group-buying receipt the fake platform sold: price in yuan, as the platform writes it. */
export interface FakeReceipt {
  receipt_code: string;
  deal_id: number;
  deal_title: string;
  deal_price: number;
  deal_marketprice: number;
  /** Vouchers bought under this code, and how many of them were used. */
  bought: number;
  used: number;
  receiptEndDate: number;
}

export interface FakeMeituanTuangou extends FakeHttpServer {
  receipts: Map<string, FakeReceipt>;
  /** The shops one merchant authorization covers. */
  shops: { open_shop_uuid: string; shopname: string }[];
  /** Calls refused for their signature. */
  badSignatures: number;
  /** Who was recorded as redeeming each consume and reverse. */
  staffLog: string[];
  /** The next n calls answer HTTP 503. */
  failNext(n: number): void;
}

/**
 * The Meituan / Dianping open platform's merchant authorization and
 * group-buying receipt API, as its documentation and public SDKs describe
 * it (docs/group-buying.md): form-encoded calls with the system parameters
 * app_key, timestamp (yyyy-MM-dd HH:mm:ss), format, v, sign_method=MD5,
 * session and sign, answers `{code: 200, msg, data}`. The signature is
 * checked here by its own computation, never by the server's code.
 */
export async function startFakeMeituanTuangou(): Promise<FakeMeituanTuangou> {
  const sessions = new Map<string, { bid: string; valid: boolean }>();
  const refreshTokens = new Map<string, string>();
  const authCodes = new Set(['auth-code-1']);
  let issued = 0;
  let failing = 0;
  const state = {
    receipts: new Map<string, FakeReceipt>(),
    shops: [{ open_shop_uuid: 'uuid-shop-1', shopname: '粤味轩(中环店)' }],
    badSignatures: 0,
    staffLog: [] as string[],
  };

  const issue = (bid: string) => {
    issued++;
    const session = `session-${issued}`;
    const refresh = `refresh-${issued}`;
    sessions.set(session, { bid, valid: true });
    refreshTokens.set(refresh, bid);
    return {
      code: 200,
      msg: 'success',
      access_token: session,
      expires_in: 2592000,
      refresh_token: refresh,
      remain_refresh_count: 11,
      bid,
      scope: '["tuangou"]',
    };
  };

  const refuse = (code: number, msg: string): FakeReply => ({ json: { code, msg } });

  /** The documented checks of every business call; its parameters, or the refusal. */
  const check = (request: FakeRequest, required: string[]): Record<string, string> | FakeReply => {
    if (failing > 0) {
      failing--;
      return { status: 503, text: 'busy' };
    }
    const params = Object.fromEntries(
      request.method === 'GET' ? request.query : new URLSearchParams(request.body),
    ) as Record<string, string>;
    for (const name of ['app_key', 'timestamp', 'format', 'v', 'sign_method', 'session', 'sign', ...required]) {
      if (!params[name]) return refuse(400, `missing ${name}`);
    }
    if (params.app_key !== MEITUAN_APP_KEY) return refuse(400, 'unknown app_key');
    if (params.sign_method !== 'MD5' || params.v !== '1' || params.format !== 'json')
      return refuse(400, 'bad system parameters');
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp)) return refuse(400, 'bad timestamp');
    if (params.sign !== signOf(params)) {
      state.badSignatures++;
      return refuse(403, 'sign error');
    }
    if (!sessions.get(params.session)?.valid) return refuse(401, 'session invalid');
    if (params.open_shop_uuid !== undefined && !state.shops.some((s) => s.open_shop_uuid === params.open_shop_uuid))
      return refuse(403, 'shop not covered by session');
    return params;
  };
  const isReply = (value: Record<string, string> | FakeReply): value is FakeReply => !('app_key' in value);

  const receiptData = (r: FakeReceipt, extra: Record<string, unknown> = {}) => ({
    receipt_code: r.receipt_code,
    deal_id: r.deal_id,
    dealgroup_id: r.deal_id + 1000,
    deal_title: r.deal_title,
    deal_price: r.deal_price,
    deal_marketprice: r.deal_marketprice,
    receiptEndDate: r.receiptEndDate,
    biz_type: 0,
    mobile: '138****8000',
    ...extra,
  });

  const server = await startFakeHttpServer({
    'POST /router/oauth/token': (request) => {
      const form = Object.fromEntries(new URLSearchParams(request.body));
      if (form.app_key !== MEITUAN_APP_KEY || form.app_secret !== MEITUAN_APP_SECRET)
        return refuse(400, 'app_key or app_secret wrong');
      if (form.grant_type === 'authorization_code') {
        if (!authCodes.delete(form.auth_code ?? '')) return refuse(400, 'auth_code invalid');
        return { json: issue('bid-merchant-1') };
      }
      if (form.grant_type === 'refresh_token') {
        const bid = refreshTokens.get(form.refresh_token ?? '');
        if (!bid) return refuse(400, 'refresh_token invalid');
        refreshTokens.delete(form.refresh_token!);
        for (const session of sessions.values()) if (session.bid === bid) session.valid = false;
        return { json: issue(bid) };
      }
      return refuse(400, 'grant_type unsupported');
    },
    'GET /router/oauth/session/scope': (request) => {
      const params = check(request, ['bid']);
      if (isReply(params)) return params;
      if (sessions.get(params.session)?.bid !== params.bid) return refuse(400, 'bid does not match session');
      return { json: { code: 200, msg: 'success', data: state.shops.map((s) => ({ ...s, cityname: '香港' })) } };
    },
    'POST /router/tuangou/receipt/prepare': (request) => {
      const params = check(request, ['receipt_code', 'open_shop_uuid']);
      if (isReply(params)) return params;
      const receipt = state.receipts.get(params.receipt_code);
      if (!receipt || receipt.used >= receipt.bought) return refuse(1008, '券码不存在或已使用');
      return {
        json: { code: 200, msg: '验证校验通过', data: receiptData(receipt, { count: receipt.bought - receipt.used }) },
      };
    },
    'POST /router/tuangou/receipt/consume': (request) => {
      const params = check(request, [
        'requestid',
        'receipt_code',
        'count',
        'open_shop_uuid',
        'app_shop_account',
        'app_shop_accountname',
      ]);
      if (isReply(params)) return params;
      const receipt = state.receipts.get(params.receipt_code);
      const count = Number(params.count);
      if (!receipt || !(count >= 1) || receipt.used + count > receipt.bought) return refuse(1008, '券码不可用');
      receipt.used += count;
      state.staffLog.push(`consume ${params.app_shop_account} ${params.app_shop_accountname}`);
      const data = Array.from({ length: count }, (_, i) =>
        receiptData(receipt, { order_id: `order-${params.receipt_code}-${i}`, open_shop_uuid: params.open_shop_uuid }),
      );
      return { json: { code: 200, msg: 'success', data } };
    },
    'POST /router/tuangou/receipt/reverseconsume': (request) => {
      const params = check(request, [
        'app_deal_id',
        'receipt_code',
        'open_shop_uuid',
        'app_shop_account',
        'app_shop_accountname',
      ]);
      if (isReply(params)) return params;
      const receipt = state.receipts.get(params.receipt_code);
      if (!receipt || receipt.used < 1 || String(receipt.deal_id) !== params.app_deal_id)
        return refuse(1009, '券码未验证或套餐不符');
      receipt.used--;
      state.staffLog.push(`reverse ${params.app_shop_account} ${params.app_shop_accountname}`);
      return { json: { code: 200, msg: 'success', data: { receipt_code: params.receipt_code } } };
    },
    'GET /router/tuangou/receipt/getconsumed': (request) => {
      const params = check(request, ['receipt_code', 'open_shop_uuid']);
      if (isReply(params)) return params;
      const receipt = state.receipts.get(params.receipt_code);
      if (!receipt || receipt.used < 1) return refuse(1010, '券码未验证');
      return { json: { code: 200, msg: 'success', data: receiptData(receipt) } };
    },
  });

  const fake = Object.assign(server, {
    receipts: state.receipts,
    shops: state.shops,
    staffLog: state.staffLog,
    failNext(n: number) {
      failing = n;
    },
  });
  return Object.defineProperty(fake, 'badSignatures', { get: () => state.badSignatures }) as FakeMeituanTuangou;
}

/** The documented MD5 signature: secret + name1value1name2value2… (names in byte order, sign left out) + secret. */
function signOf(params: Record<string, string>): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  let plain = MEITUAN_APP_SECRET;
  for (const name of names) plain += name + params[name];
  plain += MEITUAN_APP_SECRET;
  return createHash('md5').update(plain, 'utf8').digest('hex');
}
