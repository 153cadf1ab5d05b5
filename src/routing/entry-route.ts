import { appendQuery } from './global-query';
import { NOT_FOUND_REDIRECT_MS, ROUTES, STORE_ENTRANCE } from './routes';
// diner app: the spec's shared order pages are served by the diner's
import { DINER_ROUTES } from './diner-routes';

const SHARED_ORDER_PAGES: Record<string, string> = {
  '/pages/sub/order-detail/index': DINER_ROUTES.orderDetail,
  '/pages/sub/order-detail-share/index': DINER_ROUTES.orderDetailShare,
};

// What an address that is not a page means (spec section 2): the aliases of home and
// store-detail, the /mch short links, the web index, and everything else.

export type EntryRoute =
  /** Open this page instead, now. */
  | { kind: 'redirect'; url: string }
  /** /mch/{key}: resolve the short key to a merchant id, then open home with it. */
  | { kind: 'shortLink'; key: string; query: Record<string, string> }
  /** /s/{key}: an administrator's short link (posters, QR codes); resolve it, then open its target. */
  | { kind: 'link'; key: string }
  /** Unknown: go home after a short pause. */
  | { kind: 'notFound'; url: string; delayMs: number };

const APP_BASE = '/app';

/** The path inside the app: no /app basename, one leading slash, no trailing slash. */
export function appPath(path: string): string {
  let p = `/${path.split('?')[0].replace(/^\/+/, '')}`;
  if (p === APP_BASE || p.startsWith(`${APP_BASE}/`)) p = p.slice(APP_BASE.length) || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function queryString(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

const WEB_INDEX_ITSELF = new Set(['/web', '/web/index', '/pages/web', '/pages/web/index']);

export function resolveEntryRoute(path: string, query: Record<string, string> = {}): EntryRoute {
  const p = appPath(path);
  const segments = p.split('/').filter(Boolean);
  const [first, id] = segments;
  if (segments.length === 2 && first === 'merchant' && id) {
    return { kind: 'redirect', url: appendQuery(ROUTES.home, { ...query, merchantId: id }) };
  }
  if (segments.length === 2 && first === 'store' && id) {
    return { kind: 'redirect', url: appendQuery(ROUTES.storeDetail, { ...query, storeId: id }) };
  }
  if (segments.length === 2 && first === 'mch' && id) {
    return { kind: 'shortLink', key: decodeURIComponent(id), query };
  }
  if (segments.length === 2 && first === 's' && id) return { kind: 'link', key: decodeURIComponent(id) };
  if (SHARED_ORDER_PAGES[p]) return { kind: 'redirect', url: appendQuery(SHARED_ORDER_PAGES[p], query) };
  if (p.includes('web')) {
    if (WEB_INDEX_ITSELF.has(p)) return { kind: 'redirect', url: appendQuery(STORE_ENTRANCE, query) };
    const search = queryString(query);
    const target = search ? `${p}?${search}` : p;
    return { kind: 'redirect', url: appendQuery(ROUTES.webIndex, { callback: target }) };
  }
  return { kind: 'notFound', url: ROUTES.home, delayMs: NOT_FOUND_REDIRECT_MS };
}
