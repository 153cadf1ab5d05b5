// Query parameters carried on every navigation (spec section 2): they say which app
// this is (config, merchant) and on whose behalf it was opened.
export const GLOBAL_QUERY_KEYS = ['ownerOperatorKey', 'platformClientConfigId', 'merchantId'] as const;
export type GlobalQueryKey = (typeof GLOBAL_QUERY_KEYS)[number];
export type GlobalQuery = Partial<Record<GlobalQueryKey, string>>;

export function pickGlobalQuery(query: Record<string, string | undefined> | undefined): GlobalQuery {
  const out: GlobalQuery = {};
  for (const key of GLOBAL_QUERY_KEYS) {
    const value = query?.[key];
    if (value) out[key] = decodeURIComponent(value);
  }
  return out;
}

/** Adds parameters the URL does not already carry; the URL's own values win. */
export function appendQuery(url: string, params: Record<string, string | undefined>): string {
  const [base, search = ''] = url.split('?');
  const present = new Set(
    search
      .split('&')
      .filter(Boolean)
      .map((pair) => decodeURIComponent(pair.split('=')[0])),
  );
  const extra = Object.entries(params)
    .filter(([key, value]) => value && !present.has(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value as string)}`);
  const all = [search, ...extra].filter(Boolean).join('&');
  return all ? `${base}?${all}` : base;
}
