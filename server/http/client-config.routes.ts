import { toJson } from '@bufbuild/protobuf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ClientConfigSchema } from '@gen/platform/v1/client_config_pb';
import { DomainError } from '../domain/errors';
import type { ClientConfigRecord } from '../domain/platform/client-config.repository';
import { toClientConfigMessage } from '../handlers/client-config.handler';
import type { Services } from '../services';
import { sendCompressedTagged } from './compressed-send';

/** The JSON document of a client config, as the apps load it (and as index.html carries it). */
export function clientConfigDocument(record: ClientConfigRecord) {
  return toJson(ClientConfigSchema, toClientConfigMessage(record), { alwaysEmitImplicit: true });
}

// A minute fresh, then revalidated by ETag: an edited config reaches every
// client within a minute, and an unchanged one costs a 304. Compressed from a KB, as
// the app's first page waits for it.
function sendConfig(request: FastifyRequest, reply: FastifyReply, record: ClientConfigRecord) {
  reply
    .header('cache-control', 'public, max-age=60')
    .header('access-control-allow-origin', '*')
    .type('application/json');
  const body = JSON.stringify(clientConfigDocument(record));
  return sendCompressedTagged(request, reply, body);
}

/**
 * The client config as static JSON documents (spec section 7), served from the
 * database so a CDN can cache them in front of us.
 */
export async function clientConfigRoutes(app: FastifyInstance, options: { services: Services }) {
  const { clientConfigs } = options.services;

  app.get<{ Params: { file: string } }>('/platform-client-config/:file', async (request, reply) => {
    const match = /^(\d{1,18})\.json$/.exec(request.params.file);
    if (!match) return reply.code(404).send({ message: 'not found' });
    try {
      return sendConfig(request, reply, await clientConfigs.get(match[1]));
    } catch (error) {
      if (error instanceof DomainError) return reply.code(404).send({ message: error.message });
      throw error;
    }
  });

  app.get('/static-config/client-config.json', async (request, reply) => {
    try {
      return sendConfig(request, reply, await clientConfigs.getDefault());
    } catch (error) {
      if (error instanceof DomainError) return reply.code(404).send({ message: error.message });
      throw error;
    }
  });
}
