import {
  create,
  fromJson,
  toJson,
  type DescMessage,
  type DescMethod,
  type DescMethodUnary,
  type JsonValue,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { RpcHttpRequest, RpcHttpResponse, RpcRequestFn } from '@/services/rpc-request';
import { methodPath } from '@/services/rpc-transport';

/** A Connect error answer: `{ code, message }` with its HTTP status. */
export class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A Connect error answer (invalid_argument is 400, not_found 404, aborted 409, ...). */
export function refusal(code: string, message: string, status = 400, headers: Record<string, string> = {}): Refusal {
  return new Refusal(code, message, status, headers);
}

/**
 * The escape hatch: an answer sent exactly as given, never checked against the
 * method's schema. Only for answers that are wrong on purpose (a body that is not
 * JSON, an unknown field, a bare 503 from a proxy), to test how the app copes, and
 * (with uncheckedRoute) for files that are no proto message (a language file, the
 * server's messages table).
 */
export class UncheckedAnswer {
  constructor(
    readonly status: number,
    /** Sent as is when a string, else as its JSON. */
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

export function uncheckedAnswer(answer: { status?: number; body: unknown; headers?: Record<string, string> }) {
  return new UncheckedAnswer(
    answer.status ?? 200,
    answer.body,
    answer.headers ?? { 'content-type': 'application/json' },
  );
}

/** What a method may answer: its response message (typed by the proto), a refusal, or an unchecked answer. */
export type Reply<O extends DescMessage> = MessageInitShape<O> | Refusal | UncheckedAnswer;
/** Answers from the call: the HTTP request as sent and its body decoded as the method's request message. */
export type ReplyFn<I extends DescMessage, O extends DescMessage> = (
  request: RpcHttpRequest,
  input: MessageShape<I>,
) => Reply<O> | Promise<Reply<O>>;

/** One method's canned answers, made by answer() or uncheckedRoute(). */
export interface CannedRoute {
  readonly path: string;
  respond(request: RpcHttpRequest): Promise<RpcHttpResponse>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function send<O extends DescMessage>(schema: O, reply: Reply<O>): RpcHttpResponse {
  if (reply instanceof Refusal) {
    return {
      status: reply.status,
      headers: { ...JSON_HEADERS, ...reply.headers },
      body: JSON.stringify({ code: reply.code, message: reply.message }),
    };
  }
  if (reply instanceof UncheckedAnswer) {
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return { status: reply.status, headers: reply.headers, body };
  }
  return { status: 200, headers: JSON_HEADERS, body: JSON.stringify(asJson(schema, reply as MessageInitShape<O>)) };
}

/**
 * A message as the server writes it, for JSON the app reads outside a call (the documents
 * index.html embeds, socket frames). The server's Connect JSON options are the defaults
 * (server/http/rpc.plugin.ts): enums by name, int64 as strings, default values left out.
 */
export function asJson<S extends DescMessage>(schema: S, init: MessageInitShape<S>): JsonValue {
  return toJson(schema, create(schema, init));
}

/**
 * Answers `method` with `replies` in turn (the last one repeats). A reply is the
 * method's response message as `create(method.output, reply)` takes it, so a field
 * the proto does not have fails typecheck; or a function of the call; or a
 * refusal(); or, for answers wrong on purpose, an uncheckedAnswer().
 */
export function answer<I extends DescMessage, O extends DescMessage>(
  method: DescMethodUnary<I, O>,
  ...replies: [Reply<O> | ReplyFn<I, O>, ...(Reply<O> | ReplyFn<I, O>)[]]
): CannedRoute {
  let turn = 0;
  return {
    path: methodPath(method),
    async respond(request) {
      const next = replies[Math.min(turn++, replies.length - 1)];
      const reply =
        typeof next === 'function'
          ? await next(request, fromJson(method.input, JSON.parse(request.body || '{}')))
          : next;
      return send(method.output, reply);
    },
  };
}

/** A route whose answers are never checked against a schema: see UncheckedAnswer. */
export function uncheckedRoute(
  method: DescMethod | string,
  reply:
    | UncheckedAnswer
    | Refusal
    | ((request: RpcHttpRequest) => UncheckedAnswer | Refusal | Promise<UncheckedAnswer | Refusal>),
): CannedRoute {
  return {
    path: typeof method === 'string' ? method : methodPath(method),
    async respond(request) {
      const value = typeof reply === 'function' ? await reply(request) : reply;
      return send(undefined as never, value);
    },
  };
}

/** Routes in order; a later route for the same method replaces an earlier one (so fixtures can be overridden). */
export type CannedRoutes = readonly (CannedRoute | readonly CannedRoute[])[];

/**
 * The network, faked at the one place the app touches it: the platform's
 * request function. Everything above it (transport, signing, decoding, stores,
 * pages) runs for real. A method with no route answers unimplemented (404).
 */
export function fakeNetwork(routes: CannedRoutes = []) {
  const byPath = new Map<string, CannedRoute>();
  for (const route of routes.flat()) byPath.set(route.path, route);
  const calls: RpcHttpRequest[] = [];
  const request: RpcRequestFn = async (req) => {
    calls.push(req);
    const path = new URL(req.url, 'http://app.test').pathname;
    const route = byPath.get(path);
    if (!route) {
      return {
        status: 404,
        headers: {},
        body: JSON.stringify({ code: 'unimplemented', message: `no fake for ${path}` }),
      };
    }
    return route.respond(req);
  };
  return { request, calls };
}

/**
 * A decoded request message's fields, to answer back what was sent (`{ ...fieldsOf(input.diner),
 * model: { id: '70' } }`): a message itself cannot be spread into a reply.
 */
export function fieldsOf<T extends { $typeName: string }>(message: T | undefined): Omit<T, '$typeName'> | undefined {
  if (!message) return undefined;
  const { $typeName: _type, ...fields } = message;
  return fields;
}

/** A google.protobuf.Timestamp field's value from an ISO instant ('2026-01-05T02:00:00Z'). */
export function timestamp(iso: string) {
  return timestampFromDate(new Date(iso));
}

/** A JSON file the app reads from the CDN rather than an RPC (a client config), built from its schema. */
export function jsonFile<S extends DescMessage>(path: string, schema: S, init: MessageInitShape<S>): CannedRoute {
  return {
    path,
    async respond() {
      return send(schema, init);
    },
  };
}

/**
 * A message's fields as create() takes them, for fixtures: `const STORE: Init<typeof StoreSchema> = {…}`.
 * Unlike MessageInitShape it has no message form, so fixtures can be spread into variants.
 */
export type Init<S extends DescMessage> = Exclude<MessageInitShape<S>, MessageShape<S>>;
