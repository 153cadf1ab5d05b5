import {
  create,
  fromJson,
  getOption,
  toJson,
  type DescMessage,
  type DescMethod,
  type DescMethodUnary,
  type MessageInitShape,
} from '@bufbuild/protobuf';
import { Code, createContextKey, type ContextValues, type Transport, type UnaryResponse } from '@connectrpc/connect';
import { group } from '../gen/common/v1/options_pb';
import { HEADER, randomNonce, signRequest } from '@/common/request-signature';
import { sha256Hex } from '@/common/sha256';
import { ActionKeys } from './action-keys';
import { isIdempotentRead } from './idempotent-read';
import { RpcError, retryAfter, rpcErrorFromResponse } from './rpc-error';
import type { RpcHttpResponse, RpcRequestFn } from './rpc-request';

/**
 * Marks a call silent: its failure shows nothing (the caller handles it). Pass it as
 * `api.x.method(input, silentCall())`.
 */
export const SILENT_CALL = createContextKey(false, { description: 'silent call' });

/** What the error catalogue learns about a failed call. */
export interface FailedCall {
  /** /grpc/{group}/{Service}/{Method} */
  path: string;
  silent: boolean;
}

export interface RpcTransportOptions {
  /** API base without a trailing slash, e.g. https://api.example.com; read per call. */
  baseUrl: () => string;
  request: RpcRequestFn;
  /** The spec's per-call headers (platform, device, path, version, session key), read per call. */
  headers: () => Record<string, string>;
  now?: () => number;
  defaultTimeoutMs?: number;
  /** Told of every failed call before it is thrown: the error catalogue (services/error-catalogue.ts). */
  onError?: (error: RpcError, call: FailedCall) => void;
  /**
   * Pauses before each new try of a read the server answered "try again"
   * (502, 503, 504); a Retry-After that asks for longer is waited out instead.
   */
  readRetryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /**
   * Whether an answer's fields this build does not know are skipped (default true): a
   * newer server may add fields before the app learns them. Tests pass false, so a
   * canned answer that does not match the proto fails instead of passing silently.
   */
  ignoreUnknownFields?: boolean;
}

/**
 * A database restart or failover answers 503 with Retry-After: 1 for a few
 * seconds; three more tries over about seven seconds ride through most of them.
 */
export const READ_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];
/** A Retry-After longer than this ends the retries (the URL is then blocked that long). */
const MAX_READ_RETRY_WAIT_MS = 5000;
/** Statuses meaning "the server is there but cannot answer now": a read may ask again. */
const TRY_AGAIN_STATUSES = new Set([502, 503, 504]);

/** The URL path of a method: /grpc/{group}/{package}.{Service}/{Method}, the group read from the proto. */
export function methodPath(method: DescMethod): string {
  return `/grpc/${getOption(method.parent, group)}/${method.parent.typeName}/${method.name}`;
}

function emptyHeaders(): Headers {
  // Mini-program hosts may lack Headers; the platform layer installs a polyfill there.
  return new Headers();
}

/**
 * A Connect transport speaking the Connect unary JSON protocol over the
 * platform's request function, signing every call (docs/request-signing.md).
 * A read (services/idempotent-read.ts) answered 502/503/504 is sent again,
 * freshly signed, after READ_RETRY_DELAYS_MS; a write never is: the person
 * sees the outcome and decides.
 */
export function createRpcTransport(options: RpcTransportOptions): Transport {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Spec section 7: a Retry-After answer blocks that URL for that many seconds.
  const blockedUntil = new Map<string, number>();
  const keys = new ActionKeys();
  const readOptions = { ignoreUnknownFields: options.ignoreUnknownFields ?? true };

  const fail = (error: RpcError, call: FailedCall): never => {
    options.onError?.(error, call);
    throw error;
  };

  return {
    async unary<I extends DescMessage, O extends DescMessage>(
      method: DescMethodUnary<I, O>,
      _signal: AbortSignal | undefined,
      timeoutMs: number | undefined,
      _header: HeadersInit | undefined,
      input: MessageInitShape<I>,
      contextValues?: ContextValues,
    ): Promise<UnaryResponse<I, O>> {
      const path = methodPath(method);
      const url = options.baseUrl() + path;
      const call: FailedCall = { path, silent: contextValues?.get(SILENT_CALL) ?? false };
      const until = blockedUntil.get(url);
      if (until !== undefined) {
        if (now() < until) {
          const left = Math.ceil((until - now()) / 1000);
          fail(new RpcError('', Code.ResourceExhausted, 429, url, left, true), call);
        }
        blockedUntil.delete(url);
      }
      const message = create(method.input, input);
      const keyed = withActionKey(method.input, message, path, keys);
      const body = JSON.stringify(toJson(method.input, message));
      // Signed anew for every try: the server refuses a nonce it has seen.
      const send = (): Promise<RpcHttpResponse> => {
        const timestamp = String(now());
        const nonce = randomNonce();
        const headers: Record<string, string> = {
          ...options.headers(),
          'content-type': 'application/json',
          'connect-protocol-version': '1',
          [HEADER.timestamp]: timestamp,
          [HEADER.nonce]: nonce,
          [HEADER.signature]: signRequest({ nonce, timestamp, method: 'POST', path, body }, sha256Hex),
        };
        return options.request({
          url,
          method: 'POST',
          headers,
          body,
          timeoutMs: timeoutMs ?? options.defaultTimeoutMs,
        });
      };
      const delays = isIdempotentRead(method) ? (options.readRetryDelaysMs ?? READ_RETRY_DELAYS_MS) : [];
      let response: RpcHttpResponse;
      for (let attempt = 0; ; attempt++) {
        try {
          response = await send();
        } catch {
          keyed?.settle(0);
          return fail(new RpcError('', Code.Unavailable, 0, url), call);
        }
        if (response.status === 200 || !TRY_AGAIN_STATUSES.has(response.status) || attempt >= delays.length) break;
        const asked = (retryAfter(response.headers) ?? 0) * 1000;
        // A server asking for a long pause is not waited on: the person is told.
        if (asked > MAX_READ_RETRY_WAIT_MS) break;
        await sleep(Math.max(delays[attempt], asked));
      }
      keyed?.settle(response.status);
      if (response.status !== 200) {
        const error = rpcErrorFromResponse(url, response.status, response.headers, response.body);
        if (error.retryAfterSeconds) blockedUntil.set(url, now() + error.retryAfterSeconds * 1000);
        return fail(error, call);
      }
      let output;
      try {
        output = fromJson(method.output, JSON.parse(response.body || '{}'), readOptions);
      } catch {
        // Answered, but not readable here: a retry gets the same answer again.
        keyed?.settle(0);
        return fail(new RpcError('', Code.Internal, response.status, url), call);
      }
      return {
        stream: false,
        service: method.parent,
        method,
        header: emptyHeaders(),
        message: output,
        trailer: emptyHeaders(),
      };
    },
    async stream() {
      throw new RpcError('streaming calls are not used by this product', Code.Unimplemented, 0, '');
    },
  };
}

/**
 * Gives a request with an empty `idempotencyKey` field its action's key
 * (action-keys.ts); callers that keep their own key (booking creation) are
 * left alone. Returns how to record the attempt's outcome.
 */
function withActionKey(schema: DescMessage, message: object, path: string, keys: ActionKeys) {
  const request = message as { idempotencyKey?: unknown };
  if (!schema.field.idempotencyKey || request.idempotencyKey !== '') return undefined;
  const fingerprint = `${path} ${JSON.stringify(toJson(schema, message as never))}`;
  const key = keys.keyFor(fingerprint);
  request.idempotencyKey = key;
  return { settle: (httpStatus: number) => keys.settle(fingerprint, key, httpStatus) };
}
