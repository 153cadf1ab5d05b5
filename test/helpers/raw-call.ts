import { createHash } from 'node:crypto';
import { HEADER, randomNonce, signRequest } from '@common/request-signature';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface RawCallOptions {
  headers?: Record<string, string>;
  /** Sign the call correctly (default), or leave the signature out. */
  sign?: boolean;
  timestamp?: number;
  nonce?: string;
  contentType?: string;
}

export interface RawResult {
  status: number;
  headers: Headers;
  text: string;
  json: { code?: string; message?: string } & Record<string, unknown>;
}

/** Signature headers for a body, as the client computes them. */
export function signatureHeaders(path: string, body: string, options: { timestamp?: number; nonce?: string } = {}) {
  const timestamp = String(options.timestamp ?? Date.now());
  const nonce = options.nonce ?? randomNonce();
  return {
    [HEADER.timestamp]: timestamp,
    [HEADER.nonce]: nonce,
    [HEADER.signature]: signRequest({ nonce, timestamp, method: 'POST', path, body }, sha256),
  };
}

/** A POST with an exact body text, for calls a generated client would never make. */
export async function rawCall(
  baseUrl: string,
  path: string,
  body: string,
  options: RawCallOptions = {},
): Promise<RawResult> {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
    [HEADER.deviceId]: 'raw-device',
    ...(options.sign === false ? {} : signatureHeaders(path, body, options)),
    ...options.headers,
  };
  const response = await fetch(baseUrl + path, { method: 'POST', headers, body });
  const text = await response.text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON; the test looks at text
  }
  return { status: response.status, headers: response.headers, text, json };
}
