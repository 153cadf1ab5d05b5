import { ProviderError } from './provider-error';

// WeChat answers HTTP 200 with {errcode, errmsg} on failure.
const CODE_USED = new Set([40163]);
const INVALID_CODE = new Set([40029, 40030]);
const TOKEN_EXPIRED = new Set([40001, 40014, 42001]);
const BUSY = new Set([-1, 45011]);

/** Throws the ProviderError a WeChat error body means; returns when there is none. */
export function throwWechatError(body: Record<string, unknown>, what: string): void {
  const code = Number(body.errcode ?? 0);
  if (!code) return;
  const detail = `${what}: errcode ${code} ${String(body.errmsg ?? '')}`.trim();
  if (CODE_USED.has(code)) throw new ProviderError('code_used', detail);
  if (INVALID_CODE.has(code)) throw new ProviderError('invalid_code', detail);
  if (BUSY.has(code)) throw new ProviderError('unavailable', detail);
  throw new ProviderError('rejected', detail);
}

export function isWechatTokenExpired(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  const match = /errcode (-?\d+)/.exec(error.detail);
  return Boolean(match && TOKEN_EXPIRED.has(Number(match[1])));
}

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const WECHAT_OPEN_BASE = 'https://open.weixin.qq.com';
