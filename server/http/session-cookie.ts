import { SESSION_IDLE_MS } from '../domain/identity/session.service';
import { SESSION_COOKIE } from './request-meta';

// Hosts that are browsers with a cookie jar of their own: there the session
// lives in an HttpOnly cookie scripts cannot read. Mini programs keep the key
// themselves (per platform and platform id) and send it as a header.
const BROWSER_PLATFORMS = new Set([
  'WEB',
  'H5',
  'WECHAT_WEBSITE_APP',
  'ALIPAY_WEBSITE_APP',
  'MERCHANT_APP_WEB',
  'MERCHANT_APP_H5',
  'MERCHANT_APP_WECHAT_WEBSITE_APP',
]);

export function isBrowserPlatform(clientPlatform: string): boolean {
  return BROWSER_PLATFORMS.has(clientPlatform);
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent
 * on cross-site POSTs, which also stops login CSRF), Secure over HTTPS, and
 * as long-lived as a session's idle limit; the server still decides expiry.
 */
export function sessionCookie(key: string, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${key}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(SESSION_IDLE_MS / 1000)}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Clears the session cookie (log out). */
export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}
