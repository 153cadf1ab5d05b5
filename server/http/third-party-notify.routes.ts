import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { GroupBuyPlatformError } from '../providers/groupbuy/group-buy-platform';
import type { Services } from '../services';

const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * POST /third-party-notify/{platform}: the group-buying platform's push
 * notifications. The signature covers the exact body, so it is kept as
 * text. A bad signature is refused before anything is written; a message
 * seen before is answered OK again without being applied twice; a failure
 * of ours answers 500 so the platform sends it again.
 */
export async function thirdPartyNotifyRoutes(app: FastifyInstance, options: { services: Services }) {
  const { platform, ingest } = options.services.groupBuy;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { platform: string } }>('/third-party-notify/:platform', async (request, reply) => {
    const answer = (status: number, code: string, msg: string) =>
      reply.code(status).type('application/json').send(JSON.stringify({ code, msg }));
    if (request.params.platform.toUpperCase() !== platform.platform)
      return answer(404, 'NOT_FOUND', 'unknown platform');
    let notification;
    try {
      notification = platform.verifyNotification(typeof request.body === 'string' ? request.body : '');
    } catch (error) {
      if (!(error instanceof GroupBuyPlatformError)) throw error;
      request.log.warn({ failure: error.failure }, 'third-party notification refused');
      return answer(error.failure === 'bad_signature' ? 401 : 400, 'SIGN_ERROR', error.detail);
    }
    try {
      const outcome = await ingest.receive(notification);
      return answer(200, '0', outcome);
    } catch (error) {
      if (error instanceof DomainError && (error.kind === 'invalid' || error.kind === 'not_found')) {
        return answer(400, 'INVALID', error.message);
      }
      request.log.error({ err: error }, 'third-party notification not recorded');
      return answer(500, 'FAIL', 'try again later');
    }
  });
}
