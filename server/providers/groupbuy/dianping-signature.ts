import { createHash } from 'node:crypto';

/**
 * The signature of the Meituan / Dianping open platform (openapi.dianping.com,
 * "签名算法", sign_method MD5): every request parameter but `sign`, sorted
 * by name, joined as name1value1name2value2…, the app secret put before and
 * after, MD5 as lowercase hex. Parameters without a value are not sent, so
 * they are not signed either.
 */
export function dianpingSign(params: Record<string, string>, secret: string): string {
  const joined = Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
  return createHash('md5').update(`${secret}${joined}${secret}`, 'utf8').digest('hex');
}
