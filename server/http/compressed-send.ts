import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf, sendTagged } from './etag';

/**
 * Below a KB compression saves less than its headers cost; the RPC answers and the
 * build's files use the same threshold.
 */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = String(header ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

// Made per request (the documents come from the database), so a middle quality: on a
// few KB it costs well under a millisecond and keeps most of the saving.
function encode(body: string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
}

/**
 * Sends a text document as `sendTagged` does, brotli- or gzip-compressed from a KB when
 * the client accepts it: on a slow mobile network (400 kbit/s) each KB is 20 ms. Each
 * encoding has its own ETag, as the bytes differ.
 */
export function sendCompressedTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  /** What else than the encoding the body depends on, for caches in between. */
  vary: string[] = [],
) {
  reply.header('vary', ['accept-encoding', ...vary].join(', '));
  const etag = etagOf(body);
  const encoding =
    Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return sendTagged(request, reply, body, etag);
  reply.header('content-encoding', encoding);
  return sendTagged(request, reply, encode(body, encoding), `${etag.slice(0, -1)}-${encoding}"`);
}
