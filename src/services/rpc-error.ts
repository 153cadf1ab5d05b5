import { type Code, ConnectError } from '@connectrpc/connect';
import { codeFromHttpStatus, codeFromString } from '@connectrpc/connect/protocol-connect';
import { base64Decode } from '@bufbuild/protobuf/wire';

/**
 * A failed call, with what the client's error catalogue needs to react: the
 * Connect code, the server's own message (rawMessage), the HTTP status (0 when
 * no response arrived) and the Retry-After seconds, if any.
 */
export class RpcError extends ConnectError {
  constructor(
    message: string,
    code: Code,
    readonly httpStatus: number,
    readonly url: string,
    readonly retryAfterSeconds?: number,
    /** True when the client refused to send: the URL is blocked by an earlier Retry-After. */
    readonly blocked = false,
  ) {
    // The name stays 'ConnectError': ConnectError's instanceof check relies on it.
    super(message, code);
  }

  /** True when the request never got an HTTP response. */
  get isNetworkFailure(): boolean {
    return this.httpStatus === 0;
  }
}

export function retryAfter(headers: Record<string, string>): number | undefined {
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Reads a non-200 answer: a Connect error body when there is one, else the HTTP status alone. */
export function rpcErrorFromResponse(
  url: string,
  status: number,
  headers: Record<string, string>,
  body: string,
): RpcError {
  let code = codeFromHttpStatus(status);
  let message = '';
  let details: unknown[] = [];
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown; details?: unknown };
    if (typeof parsed.code === 'string') code = codeFromString(parsed.code) ?? code;
    if (typeof parsed.message === 'string') message = parsed.message;
    if (Array.isArray(parsed.details)) details = parsed.details;
  } catch {
    // Not JSON (a proxy's error page): the status is all we know.
  }
  const error = new RpcError(message, code, status, url, retryAfter(headers));
  // The error's details (what a caller may read with findDetails), as Connect sends them.
  for (const d of details as Array<{ type?: unknown; value?: unknown }>) {
    if (typeof d?.type === 'string' && typeof d.value === 'string') {
      error.details.push({ type: d.type, value: base64Decode(d.value) });
    }
  }
  return error;
}
