/**
 * Where the server may send a browser back to (the passport page, redirect
 * logins): a path on this server, or an absolute http(s) URL on this server's
 * origin or one of the configured origins. Anything else would make us an
 * open redirect that hands passport codes to strangers.
 */
export function isAllowedRedirect(target: string, ownOrigin: string, allowedOrigins: string[]): boolean {
  if (!target || target.length > 2048) return false;
  // A path, but not //host or /\host, which browsers treat as another origin.
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return url.origin === ownOrigin || allowedOrigins.includes(url.origin);
}

/** The target with one query parameter set (replacing an old value), keeping any fragment. */
export function withQueryParameter(target: string, name: string, value: string): string {
  const relative = target.startsWith('/');
  const url = new URL(target, 'http://relative.invalid');
  url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
