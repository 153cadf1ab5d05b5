import type { KeyValueStorage } from './platform.types';

// Mini-programs have no cookie jar, so the session cookie the server sets is kept here
// and sent back by hand. Only name=value, expiry and deletion matter: one origin is
// called, so domain and path are not tracked.

export const COOKIE_JAR_KEY = 'platform.cookies';

interface StoredCookie {
  value: string;
  /** Epoch ms; absent for a session cookie. */
  expiresAt?: number;
}

type CookieMap = Record<string, StoredCookie>;

/**
 * Splits a Set-Cookie header that a host joined with commas. A comma followed by
 * `name=` starts a new cookie; the comma inside an Expires date does not.
 */
export function splitSetCookie(header: string): string[] {
  return header
    .split(/,\s*(?=[^;,\s]+=)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseSetCookie(line: string, now: number): { name: string; cookie: StoredCookie } | null {
  const [pair, ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const cookie: StoredCookie = { value: pair.slice(eq + 1).trim() };
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'max-age') {
      const seconds = Number(value);
      if (Number.isFinite(seconds)) cookie.expiresAt = now + seconds * 1000;
    } else if (key === 'expires' && cookie.expiresAt === undefined) {
      const at = Date.parse(value);
      if (Number.isFinite(at)) cookie.expiresAt = at;
    }
  }
  return { name, cookie };
}

export class CookieJar {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Cookie request header value, or '' when nothing is kept. */
  header(): string {
    const live = this.live();
    return Object.entries(live)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** Takes in the Set-Cookie lines of one response. */
  store(setCookieLines: string[]): void {
    if (setCookieLines.length === 0) return;
    const now = this.now();
    const cookies = this.live();
    for (const line of setCookieLines) {
      const parsed = parseSetCookie(line, now);
      if (!parsed) continue;
      if (parsed.cookie.expiresAt !== undefined && parsed.cookie.expiresAt <= now) {
        delete cookies[parsed.name];
      } else {
        cookies[parsed.name] = parsed.cookie;
      }
    }
    this.save(cookies);
  }

  private live(): CookieMap {
    const raw = this.storage.get(COOKIE_JAR_KEY);
    if (!raw) return {};
    let all: CookieMap;
    try {
      all = JSON.parse(raw) as CookieMap;
    } catch {
      return {};
    }
    const now = this.now();
    const live: CookieMap = {};
    for (const [name, cookie] of Object.entries(all)) {
      if (cookie.expiresAt === undefined || cookie.expiresAt > now) live[name] = cookie;
    }
    return live;
  }

  private save(cookies: CookieMap): void {
    if (Object.keys(cookies).length === 0) this.storage.remove(COOKIE_JAR_KEY);
    else this.storage.set(COOKIE_JAR_KEY, JSON.stringify(cookies));
  }
}
