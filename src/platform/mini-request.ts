import type { HttpRequest, HttpResponse } from './platform.types';
import { splitSetCookie, type CookieJar } from './cookie-jar';

/** What a host's request call gives back, already in Taro's success shape. */
export interface MiniHttpResult {
  statusCode: number;
  header?: Record<string, unknown>;
  data?: unknown;
  /** WeChat lists Set-Cookie values separately here (base library 2.4+). */
  cookies?: unknown;
}

export interface MiniSendOptions {
  url: string;
  method: HttpRequest['method'];
  header: Record<string, string>;
  data?: string;
  timeout?: number;
}

/** Sends one request through the host and resolves for any HTTP status. */
export type MiniSend = (options: MiniSendOptions) => Promise<MiniHttpResult>;

function lowerCaseHeaders(header: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(header ?? {})) {
    const name = key.toLowerCase();
    const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
    out[name] = name in out ? `${out[name]}, ${text}` : text;
  }
  return out;
}

function setCookieLines(result: MiniHttpResult, headers: Record<string, string>): string[] {
  if (Array.isArray(result.cookies) && result.cookies.length > 0) {
    return result.cookies.filter((c): c is string => typeof c === 'string');
  }
  const header = headers['set-cookie'];
  return header ? splitSetCookie(header) : [];
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  // A host that parsed JSON despite dataType 'text': hand back the text it came from.
  return JSON.stringify(data);
}

/** request() for mini-programs: the host call plus a cookie kept by hand. */
export function createMiniRequest(send: MiniSend, jar: CookieJar) {
  return async function request(options: HttpRequest): Promise<HttpResponse> {
    const header: Record<string, string> = { ...options.headers };
    const hasCookie = Object.keys(header).some((k) => k.toLowerCase() === 'cookie');
    const cookie = jar.header();
    if (cookie && !hasCookie) header.cookie = cookie;

    const result = await send({
      url: options.url,
      method: options.method,
      header,
      data: options.body,
      timeout: options.timeoutMs,
    });
    const headers = lowerCaseHeaders(result.header);
    jar.store(setCookieLines(result, headers));
    return { status: result.statusCode, headers, body: bodyText(result.data) };
  };
}
