import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGE } from '@common/server-messages';
import { HEADER } from '@common/request-signature';
import { Code, sendConnectError } from './connect-error-reply';
import { RateLimiter } from './rate-limiter';

export interface RateLimitOptions {
  perAddressPerMinute: number;
  perDevicePerMinute: number;
}

/**
 * Limits API calls and uploads per client address and per device id. A
 * refused call gets HTTP 429 and Retry-After, which the client's error
 * catalogue turns into blocking that URL for as long.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const byAddress = new RateLimiter(options.perAddressPerMinute, 60_000);
  const byDevice = new RateLimiter(options.perDevicePerMinute, 60_000);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    const isRpc = url.startsWith('/grpc/');
    if (!isRpc && !url.startsWith('/action/')) return;
    const now = Date.now();
    const device = request.headers[HEADER.deviceId];
    const retryAfter = Math.max(
      byAddress.take(request.ip, now),
      typeof device === 'string' && device ? byDevice.take(device.slice(0, 128), now) : 0,
    );
    if (retryAfter === 0) return;
    const headers = { 'retry-after': String(retryAfter) };
    if (isRpc) return sendConnectError(reply, Code.ResourceExhausted, SERVER_MESSAGE.tooManyRequests, { headers });
    return reply.code(429).headers(headers).send({ message: SERVER_MESSAGE.tooManyRequests });
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
