import multipart from '@fastify/multipart';
import { sendTagged } from './etag';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '@common/server-messages';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import type { Services } from '../services';
import { readRequestMeta } from './request-meta';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  permission: 403,
  not_found: 404,
  conflict: 409,
  precondition: 412,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * POST /action/upload-file (multipart: file, remark, operator_type,
 * operator_id) and GET /files/{id}.{ext}. Failures answer {message}, which
 * the client shows as the error, as the spec describes.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  options: { services: Services; uploadLimitBytes: number; cdnBase: string },
) {
  const { services, uploadLimitBytes, cdnBase } = options;
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: 1, fields: 10, fieldSize: 4096 } });

  app.post('/action/upload-file', async (request, reply) => {
    const active = await services.sessions.resolve(readRequestMeta(request).sessionKey);
    const uploader = active?.user ?? null;
    if (!uploader?.phone) return reply.code(401).send({ message: SERVER_MESSAGE.pleaseLogInFirst });
    if (!request.isMultipart()) return reply.code(400).send({ message: SERVER_MESSAGE.pleaseSelectImage });

    const fields: Record<string, string> = {};
    let data: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file') data = bytes;
        } else {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send({ message: SERVER_MESSAGE.fileTooLarge });
      request.log.warn({ err: error }, 'upload could not be read');
      return reply.code(400).send({ message: SERVER_MESSAGE.uploadFailed });
    }

    try {
      const file = await services.uploads.upload({
        uploader,
        expected: fields.media_kind === 'video' ? 'video' : 'image',
        data,
        remark: fields.remark ?? '',
        operatorType: fields.operator_type ?? '',
        operatorId: fields.operator_id ?? '',
      });
      const extension = file.storageKey.split('.').pop();
      const base = cdnBase || `${request.protocol}://${request.host}`;
      return {
        fileId: file.id,
        url: `${base}/files/${file.id}.${extension}`,
        width: file.width,
        height: file.height,
        contentType: file.contentType,
      };
    } catch (error) {
      if (error instanceof DomainError) return reply.code(STATUS_OF_KIND[error.kind]).send({ message: error.message });
      throw error;
    }
  });

  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const id = request.params.name.split('.')[0];
    const found = await services.uploads.read(id);
    if (!found) return reply.code(404).send({ message: 'not found' });
    reply
      .header('content-type', found.file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    // A file never changes under its id, so the id is its validator.
    return sendTagged(request, reply, found.data, `"${found.file.id}"`);
  });
}
