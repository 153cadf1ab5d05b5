import { createHash, timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGE, type ServerMessageKey } from '@common/server-messages';
import { signRequest, type SignatureInput } from '@common/request-signature';

export type SignatureVerdict =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'mismatch' | 'skew' | 'replay'; messageKey: ServerMessageKey; message: string };

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface SignatureHeaders {
  nonce: string;
  timestamp: string;
  signature: string;
}

function refuse(reason: 'missing' | 'mismatch' | 'skew' | 'replay', key: ServerMessageKey): SignatureVerdict {
  return { ok: false, reason, messageKey: key, message: SERVER_MESSAGE[key] };
}

/**
 * Checks a request's signature and its clock: pure work, no store. The nonce
 * is taken after it (rpc.plugin.ts, with the call's rate counts): only a
 * correctly signed, timely request may take one, so garbage cannot fill the
 * replay guard.
 */
export function verifySignature(
  headers: SignatureHeaders,
  request: Omit<SignatureInput, 'nonce' | 'timestamp'>,
  options: { maxSkewMs: number; nowMs: number },
): SignatureVerdict {
  const { nonce, timestamp, signature } = headers;
  if (!nonce || !timestamp || !signature || nonce.length > 128 || !/^\d{1,16}$/.test(timestamp)) {
    return refuse('missing', 'missingSignature');
  }
  const expected = Buffer.from(signRequest({ nonce, timestamp, ...request }, nodeSha256));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return refuse('mismatch', 'badSignature');
  if (Math.abs(options.nowMs - Number(timestamp)) > options.maxSkewMs) return refuse('skew', 'clockSkew');
  return { ok: true };
}
