import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator for a response body: the same bytes, the same tag. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sends `body` with its ETag, or 304 with no body when the browser already
 * holds that version (If-None-Match), so a revalidation costs headers only.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag = etagOf(body)) {
  reply.header('etag', etag);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.send(body);
}
