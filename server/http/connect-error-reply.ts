import { Code } from '@connectrpc/connect';
import { codeToHttpStatus, codeToString } from '@connectrpc/connect/protocol-connect';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a Connect error body, so failures raised before a handler runs
 * (signature, rate limit, body size, unknown method) look exactly like the
 * handlers' own errors to every client.
 */
export function sendConnectError(
  reply: FastifyReply,
  code: Code,
  message: string,
  options: { httpStatus?: number; headers?: Record<string, string> } = {},
): FastifyReply {
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  return reply
    .code(options.httpStatus ?? codeToHttpStatus(code))
    .header('content-type', 'application/json')
    .send(JSON.stringify({ code: codeToString(code), message }));
}

export { Code };
