import { Readable } from 'node:stream';
import type { DescMethod } from '@bufbuild/protobuf';
import { createContextValues, type Interceptor } from '@connectrpc/connect';
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '@common/server-messages';
import type { ServerConfig } from '../config';
import { API_GROUPS, groupOf, serviceRegistrations } from '../routes';
import { accessInterceptor, assertAccessRules } from '../rpc/access';
import { findUnknownEnumValue } from '../rpc/field-rules';
import { errorInterceptor, fieldRulesInterceptor } from '../rpc/interceptors';
import { createRpcContext, rpcContextKey } from '../rpc/rpc-context';
import { isDatabaseUnavailable, unavailableError } from '../rpc/unavailable';
import type { Services } from '../services';
import { Code, sendConnectError } from './connect-error-reply';
import type { AdmissionStore } from './request-admission';
import { readRequestMeta } from './request-meta';
import { rpcAdmission } from './rpc-admission';
import { RpcRejection } from './rpc-rejection';
import './fastify-augment';

export interface RpcPluginOptions {
  config: ServerConfig;
  services: Services;
  /** The calls' rate counts and nonces (the rate-limit plugin leaves an RPC's counts to it). */
  admission: AdmissionStore;
}

async function readBody(payload: NodeJS.ReadableStream, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new RpcRejection(Code.ResourceExhausted, SERVER_MESSAGE.bodyTooLarge, 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function groupAndMethod(request: FastifyRequest): { group: string; method: string } {
  const [, , group = '', ...rest] = request.url.split('?')[0].split('/');
  return { group, method: rest.join('/') };
}

/**
 * Everything under /grpc: the spec's request headers, body limit, signature
 * and replay checks, then one Connect registration per audience group.
 * Connect reads the body we read (and checked the signature of) from request.body.
 */
export async function rpcPlugin(app: FastifyInstance, options: RpcPluginOptions) {
  const { config, services } = options;
  const guards = rpcAdmission(config, options.admission);
  const registrations = serviceRegistrations(services);
  // Each method by its path, for checks made on the raw JSON before Connect decodes it.
  const methodByPath = new Map<string, DescMethod>(
    registrations.flatMap(({ service }) =>
      service.methods.map(
        (method) => [`/grpc/${groupOf(service)}/${service.typeName}/${method.name}`, method] as const,
      ),
    ),
  );

  app.addHook('onRequest', async (request) => {
    request.rpc = createRpcContext(
      groupAndMethod(request).group,
      readRequestMeta(request, config.publicApiBase),
      services.sessions,
      services.permissions,
    );
  });

  // Unknown paths skip the body work: the not-found handler answers them.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method !== 'POST' || request.is404) return payload;
    try {
      request.rpcRawBody = await readCheckedBody(request, payload);
    } catch (refusal) {
      return guards.refuseBeforeSignature(request, refusal);
    }
    return Readable.from([]);
  });

  async function readCheckedBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<string> {
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      throw new RpcRejection(Code.InvalidArgument, SERVER_MESSAGE.unsupportedContentType, 415);
    }
    if (request.headers['content-encoding'] && request.headers['content-encoding'] !== 'identity') {
      throw new RpcRejection(Code.InvalidArgument, SERVER_MESSAGE.unsupportedContentType, 415);
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > config.rpcBodyLimitBytes)
      throw new RpcRejection(Code.ResourceExhausted, SERVER_MESSAGE.bodyTooLarge, 413);
    return readBody(payload, config.rpcBodyLimitBytes);
  }

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.is404) return;
    const raw = request.rpcRawBody ?? '';
    await guards.admit(request, raw);
    const text = raw.trim() === '' ? '{}' : raw;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RpcRejection(Code.InvalidArgument, SERVER_MESSAGE.malformedJson);
    }
    const method = methodByPath.get(request.url.split('?')[0]);
    const unknownEnum = method && findUnknownEnumValue(method.input, json);
    if (unknownEnum) throw new RpcRejection(Code.InvalidArgument, unknownEnum);
    // Handed to Connect as bytes, not as parsed JSON: Connect decodes parsed
    // JSON without the router's jsonOptions (unknown fields would be refused).
    request.body = Buffer.from(text, 'utf8');
  });

  app.addHook('onResponse', async (request, reply) => {
    const { group, method } = groupAndMethod(request);
    request.log.info(
      {
        group,
        method,
        status: reply.statusCode,
        code: request.rpc?.outcome.code,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'rpc',
    );
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof RpcRejection) {
      if (request.rpc) request.rpc.outcome.code = Code[error.code];
      return sendConnectError(reply, error.code, error.message, {
        httpStatus: error.httpStatus,
        headers: error.headers,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The replay guard or the session lookup met the database away.
      const unavailable = unavailableError();
      if (request.rpc) request.rpc.outcome.code = Code[unavailable.code];
      return sendConnectError(reply, unavailable.code, unavailable.rawMessage, {
        headers: Object.fromEntries(unavailable.metadata),
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'rpc transport failed');
    const code = status === 413 ? Code.ResourceExhausted : status < 500 ? Code.InvalidArgument : Code.Internal;
    const message =
      status === 413 ? SERVER_MESSAGE.bodyTooLarge : status < 500 ? (error as Error).message : SERVER_MESSAGE.internal;
    return sendConnectError(reply, code, message, { httpStatus: status });
  });

  // 404 as Connect servers answer unknown procedures (not 501, which the
  // client's catalogue reads as 'server busy').
  app.setNotFoundHandler(async (request, reply) =>
    sendConnectError(reply, Code.Unimplemented, `${SERVER_MESSAGE.unknownMethod}: ${request.url.split('?')[0]}`, {
      httpStatus: 404,
    }),
  );

  for (const group of API_GROUPS) {
    const inGroup = registrations.filter((r) => groupOf(r.service) === group);
    if (inGroup.length === 0) continue;
    for (const { service } of inGroup) assertAccessRules(service, group);
    // Outermost first: errors wrap everything; malformed requests are refused
    // before anyone's permissions are looked up.
    const interceptors: Interceptor[] = [
      errorInterceptor(app.log),
      fieldRulesInterceptor,
      accessInterceptor(services.permissions),
    ];
    await app.register(fastifyConnectPlugin, {
      prefix: `/${group}`,
      routes: (router) => {
        for (const { service, impl } of inGroup) router.service(service, impl);
      },
      interceptors,
      contextValues: (request: FastifyRequest) => createContextValues().set(rpcContextKey, request.rpc),
      readMaxBytes: config.rpcBodyLimitBytes,
      jsonOptions: { ignoreUnknownFields: true },
      // On a slow mobile network the bandwidth, not the round trip, decides: at 400 kbit/s
      // each KB is 20 ms, and a page of stores (a few KB) halves under gzip. Below a KB the
      // saving is lost in the headers (the build's files use the same threshold).
      compressMinBytes: 1024,
    });
  }
}
