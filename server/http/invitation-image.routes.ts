import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { imageLanguage, invitationSvg } from '../domain/invitation/invitation-image';
import type { Services } from '../services';

/**
 * GET /invitation-image/{token}.svg?lang=: the shared booking's invitation as
 * an image to save or forward. Anyone with the share token may read it, as
 * the share page itself.
 */
export async function invitationImageRoutes(app: FastifyInstance, options: { services: Services }) {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/invitation-image/:file',
    async (request, reply) => {
      const token = request.params.file.replace(/\.svg$/, '');
      try {
        const view = await options.services.notifications.invitations.shared(token);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline; filename="invitation.svg"')
          .send(invitationSvg(view, imageLanguage(request.query.lang)));
      } catch (error) {
        if (error instanceof DomainError) return reply.code(404).send({ code: 'not_found', message: error.message });
        throw error;
      }
    },
  );
}
