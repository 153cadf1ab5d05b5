import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The signature of Meituan/Dianping-class open APIs: every parameter but
 * `sign` (empty values included), sorted by name in byte order, joined as
 * name + value without separators, the app secret put before and after, MD5
 * in lowercase hex. Requests carry it as `sign`; the platform signs its push
 * notifications the same way.
 */
export function openApiSign(params: Record<string, string>, secret: string): string {
  const joined = Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
  return createHash('md5').update(`${secret}${joined}${secret}`, 'utf8').digest('hex');
}

/** Whether `params.sign` is the signature of the other parameters, compared in constant time. */
export function openApiSignatureMatches(params: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(String(params.sign ?? '').toLowerCase(), 'utf8');
  const expected = Buffer.from(openApiSign(params, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
