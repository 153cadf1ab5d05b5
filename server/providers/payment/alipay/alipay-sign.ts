import { createSign, createVerify } from 'node:crypto';

// Alipay's RSA2 (SHA256withRSA): requests and notifications are signed over
// their parameters sorted by name, empty values and the signature itself
// left out, joined as k=v&k=v; responses over the exact JSON text of their
// "<method>_response" member.

export function signContent(params: Record<string, string | undefined>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(privateKeyPem: string, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsa2Verify(publicKeyPem: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * The exact text of a top-level member's object value in a JSON document, as
 * Alipay signed it (re-serialising would change escapes and spacing).
 */
export function rawJsonMember(json: string, member: string): string | undefined {
  const key = `"${member}"`;
  let at = json.indexOf(key);
  if (at < 0) return undefined;
  at = json.indexOf('{', at + key.length);
  if (at < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = at; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) return json.slice(at, i + 1);
    }
  }
  return undefined;
}
