import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 scheme (SHA256withRSA), for every Alipay API we call (login,
 * payments, messages). Requests and notifications: every parameter but the
 * signature (`exclude`), empty values dropped, sorted by name, joined as k=v
 * with &, signed with the sender's private key. Responses: the exact JSON text
 * of the "<method>_response" node, verified with Alipay's public key.
 */
export function alipaySignContent(params: Record<string, string | undefined>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

function der(key: string): Buffer | null {
  return key.includes('-----BEGIN') ? null : Buffer.from(key.replace(/\s+/g, ''), 'base64');
}

/** The app private key, as PEM or as the bare base64 (PKCS#8 or PKCS#1) Alipay's key tool shows. */
export function alipayPrivateKey(key: string): KeyObject {
  const bytes = der(key);
  if (!bytes) return createPrivateKey(key);
  try {
    return createPrivateKey({ key: bytes, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: bytes, format: 'der', type: 'pkcs1' });
  }
}

/** Alipay's public key, as PEM or bare base64 (SubjectPublicKeyInfo). */
export function alipayPublicKey(key: string): KeyObject {
  const bytes = der(key);
  return bytes ? createPublicKey({ key: bytes, format: 'der', type: 'spki' }) : createPublicKey(key);
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * The raw text of a top-level object member ("name": {...}) of a JSON
 * document, exactly as sent: what Alipay's response signature covers.
 */
export function rawJsonMember(json: string, name: string): string | undefined {
  const keyAt = json.indexOf(`"${name}"`);
  if (keyAt < 0) return undefined;
  let i = json.indexOf(':', keyAt + name.length + 2);
  if (i < 0) return undefined;
  i++;
  while (/\s/.test(json[i] ?? '')) i++;
  if (json[i] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let j = i; j < json.length; j++) {
    const c = json[j];
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return json.slice(i, j + 1);
  }
  return undefined;
}
