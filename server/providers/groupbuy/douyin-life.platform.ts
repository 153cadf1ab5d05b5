import {
  GroupBuyPlatformError,
  type ConsumeVoucherInput,
  type ConsumedVoucher,
  type GroupBuyPlatform,
  type PlatformNotification,
  type PlatformTokens,
  type PreparedVoucher,
  type ReverseVoucherInput,
  type ShopSession,
  type VoucherRecord,
} from './group-buy-platform';
import { cents, object, objects, platformJson, text, timeOf } from './platform-answer';

export interface DouyinLifeConfig {
  clientKey: string;
  clientSecret: string;
  /** https://open.douyin.com (tests point it at a fake). */
  baseUrl: string;
  now?: () => Date;
}

/** Douyin group-buying certificates are sold in mainland China; amounts are fen. */
const CURRENCY = 'CNY';
/** The platform's codes for an access-token that expired or is not (or no longer) valid. */
const TOKEN_REFUSED = new Set(['2190002', '2190008']);
/** Fetched again this long before its expiry. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** A store's link names its POI; nothing about it expires on our side. */
const LINK_LIFETIME_MS = 100 * 365 * 24 * 3600_000;

/**
 * Douyin life services group-buying certificates (抖音生活服务开放平台,
 * 团购核销, docs/group-buying.md "Douyin"): the app's client_token
 * (/oauth/client_token/, grant client_credential) authorizes every call in
 * the `access-token` header; a certificate code is checked
 * (/goodlife/v1/fulfilment/certificate/prepare/, which gives the verify_token
 * and the encrypted code of each certificate), used (verify/), undone
 * (cancel/) and looked up (get/). Answers put `error_code` and `description`
 * in `data` (and in `extra`); 0 is success.
 *
 * Douyin has no per-shop OAuth for this API: the merchant authorizes our
 * app in 抖音来客, and a store links its shop by its Douyin POI id, which
 * is what "code" carries here.
 */
export class DouyinLifePlatform implements GroupBuyPlatform {
  readonly platform = 'DOUYIN';
  readonly local = false;
  private readonly now: () => Date;
  private clientToken: { value: string; refreshAt: number } | null = null;

  constructor(private readonly config: DouyinLifeConfig) {
    this.now = config.now ?? (() => new Date());
  }

  authorizeUrl(): string {
    return '';
  }

  /** The POI id of the store's shop; our credentials are proven by fetching a client token. */
  async exchangeCode(poiId: string): Promise<PlatformTokens> {
    if (!/^\d{1,32}$/.test(poiId)) throw new GroupBuyPlatformError('refused', 'a Douyin POI id is digits');
    await this.token();
    return this.link(poiId);
  }

  /** Asked when a call met an expired token: the next call fetches a new client token. */
  async refresh(poiId: string): Promise<PlatformTokens> {
    this.clientToken = null;
    return this.link(poiId);
  }

  async prepareVoucher(_shop: ShopSession, code: string): Promise<PreparedVoucher> {
    // A scanned link's payload goes as encrypted_data, a typed code as code.
    const query: Record<string, string> = /^\d+$/.test(code) ? { code } : { encrypted_data: code };
    const data = await this.call('GET', '/goodlife/v1/fulfilment/certificate/prepare/', query);
    const certificates = objects(data.certificates);
    const first = certificates[0];
    if (!first) throw new GroupBuyPlatformError('refused', 'no certificate can be used under this code');
    const amount = object(first.amount);
    const sku = object(first.sku);
    return {
      code,
      dealId: text(sku.sku_id),
      title: text(sku.title),
      price: cents(amount.pay_amount),
      marketPrice: cents(amount.list_market_amount ?? sku.market_price),
      currency: CURRENCY,
      count: certificates.length,
      expiresAt: timeOf(first.expire_time, 1000),
      verifyToken: text(data.verify_token),
      voucherCodes: certificates.map((c) => text(c.encrypted_code)),
    };
  }

  async consumeVoucher(shop: ShopSession, input: ConsumeVoucherInput): Promise<ConsumedVoucher[]> {
    const codes = input.voucherCodes.slice(0, input.count);
    if (codes.length < input.count || !input.verifyToken)
      throw new GroupBuyPlatformError('refused', 'prepare the code again: fewer certificates than asked');
    const data = await this.call('POST', '/goodlife/v1/fulfilment/certificate/verify/', {
      verify_token: input.verifyToken,
      poi_id: shop.shopId,
      encrypted_codes: codes,
    });
    const results = objects(data.verify_results);
    const failed = results.find((r) => text(r.result) !== '0');
    if (failed || results.length === 0)
      throw new GroupBuyPlatformError('refused', `${text(failed?.result)} ${text(failed?.msg)}`.trim());
    return results.map((r) => ({
      code: text(r.origin_code) || text(r.code),
      dealId: '',
      title: '',
      price: '0',
      currency: CURRENCY,
      orderId: '',
      verifyId: text(r.verify_id),
      certificateId: text(r.certificate_id),
    }));
  }

  async reverseVoucher(_shop: ShopSession, input: ReverseVoucherInput): Promise<void> {
    await this.call('POST', '/goodlife/v1/fulfilment/certificate/cancel/', {
      verify_id: input.verifyId,
      certificate_id: input.certificateId,
    });
  }

  /** `code` is a certificate's encrypted code, as prepare gave it. */
  async queryVoucher(_shop: ShopSession, code: string): Promise<VoucherRecord> {
    const data = await this.call('GET', '/goodlife/v1/fulfilment/certificate/get/', { encrypted_code: code });
    const certificate = object(data.certificate);
    const verify = object(certificate.verify);
    const sku = object(certificate.sku);
    return {
      code,
      dealId: text(sku.sku_id),
      title: text(sku.title),
      price: cents(object(certificate.amount).pay_amount),
      currency: CURRENCY,
      consumed: text(verify.verify_id) !== '',
      consumedAt: timeOf(verify.verify_time, 1000),
      verifyId: text(verify.verify_id),
      certificateId: text(verify.certificate_id),
    };
  }

  verifyNotification(): PlatformNotification {
    throw new GroupBuyPlatformError('bad_signature', 'the Douyin certificate API sends no pushes here');
  }

  private link(poiId: string): PlatformTokens {
    return {
      accessToken: '',
      refreshToken: poiId,
      expiresAt: new Date(this.now().getTime() + LINK_LIFETIME_MS),
      shopId: poiId,
      shopName: `Douyin POI ${poiId}`,
    };
  }

  /** The app's client_token, fetched when there is none or it nears its expiry. */
  private async token(): Promise<string> {
    if (this.clientToken && this.now().getTime() < this.clientToken.refreshAt) return this.clientToken.value;
    const answer = await platformJson(`${this.config.baseUrl}/oauth/client_token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_key: this.config.clientKey,
        client_secret: this.config.clientSecret,
        grant_type: 'client_credential',
      }),
    });
    const data = object(answer.data);
    refuseUnlessOk(answer, data);
    const value = text(data.access_token);
    if (!value) throw new GroupBuyPlatformError('refused', 'no access_token in the answer');
    const lifetimeMs = (Number(text(data.expires_in)) || 0) * 1000;
    this.clientToken = { value, refreshAt: this.now().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return value;
  }

  /** One call with the client token; the answer's `data`. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string | string[]>,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'access-token': await this.token() };
    let url = `${this.config.baseUrl}${path}`;
    let body: string | undefined;
    if (method === 'GET') url += `?${new URLSearchParams(params as Record<string, string>)}`;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    const answer = await platformJson(url, { method, headers, body });
    const data = object(answer.data);
    refuseUnlessOk(answer, data);
    return data;
  }
}

function refuseUnlessOk(answer: Record<string, unknown>, data: Record<string, unknown>): void {
  const extra = object(answer.extra);
  const code = [data.error_code, extra.error_code].map(text).find((c) => c !== '' && c !== '0');
  if (code === undefined) return;
  const detail = `${code} ${text(data.description) || text(extra.description)}`.trim();
  throw new GroupBuyPlatformError(TOKEN_REFUSED.has(code) ? 'token_expired' : 'refused', detail);
}
