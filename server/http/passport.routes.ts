import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '@common/server-messages';
import type { ServerConfig } from '../config';
import { DomainError } from '../domain/errors';
import { isAllowedRedirect, withQueryParameter } from '../domain/identity/redirect-policy';
import type { Services } from '../services';
import { PAGE_HEADERS } from './html';
import { passportErrorPage, passportLoginPage } from './passport-page';
import { publicOrigin, readCookie, SESSION_COOKIE } from './request-meta';
import { sessionCookie } from './session-cookie';

const CSRF_COOKIE = 'fb_passport_csrf';
// Sessions started on this page, as the session list shows them.
const PASSPORT_ORIGIN = { clientPlatform: 'WEB', platformId: 'passport', deviceId: '' };

type Form = Record<string, string | undefined>;

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * The session passport page (spec section 2: a logged-in web browser is sent
 * to a passport page with a redirect-back address):
 *
 * GET /passport?redirect=<url>: with a live session cookie, makes a one-time
 * passport code and redirects back with passport_code=...; without one,
 * shows a phone + SMS code form (or the way to the app's login page).
 * The redirect must be this server or an allowed origin: no open redirect.
 */
export async function passportRoutes(app: FastifyInstance, options: { services: Services; config: ServerConfig }) {
  const { services, config } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const secure = (request: FastifyRequest) => publicOrigin(request, config.publicApiBase).startsWith('https:');
  const allowed = (request: FastifyRequest, redirect: string) =>
    isAllowedRedirect(redirect, publicOrigin(request, config.publicApiBase), config.identity.allowedRedirectOrigins);

  const showForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    state: { redirect: string; regionCode?: string; phone?: string; error?: string; info?: string },
  ) => {
    // A fresh token per page: the double-submit check of the form posts.
    const csrf = randomBytes(16).toString('base64url');
    reply.header(
      'set-cookie',
      `${CSRF_COOKIE}=${csrf}; Path=/passport; HttpOnly; SameSite=Strict${secure(request) ? '; Secure' : ''}`,
    );
    const regions = await services.referenceData.listRegions();
    return reply
      .code(state.error ? 400 : 200)
      .headers(PAGE_HEADERS)
      .send(passportLoginPage({ ...state, csrf, regions }));
  };

  const sendBack = async (reply: FastifyReply, redirect: string, sessionId: string, userId: string) => {
    const passport = await services.passports.create(sessionId, userId);
    return reply
      .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .redirect(withQueryParameter(redirect, 'passport_code', passport.code), 303);
  };

  app.get<{ Querystring: { redirect?: string } }>('/passport', async (request, reply) => {
    const redirect = request.query.redirect ?? '';
    if (!allowed(request, redirect)) {
      return reply.code(400).headers(PAGE_HEADERS).send(passportErrorPage(SERVER_MESSAGE.redirectNotAllowed));
    }
    const active = await services.sessions.resolve(readCookie(request, SESSION_COOKIE));
    if (active?.user) return sendBack(reply, redirect, active.session.id, active.user.id);
    return showForm(request, reply, { redirect });
  });

  const formPost =
    (handle: (form: Form, redirect: string, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest<{ Body: Form }>, reply: FastifyReply) => {
      const form = (request.body ?? {}) as Form;
      const redirect = form.redirect ?? '';
      if (!allowed(request, redirect)) {
        return reply.code(400).headers(PAGE_HEADERS).send(passportErrorPage(SERVER_MESSAGE.redirectNotAllowed));
      }
      if (!same(form.csrf ?? '', readCookie(request, CSRF_COOKIE))) {
        return showForm(request, reply, { redirect, error: 'The page expired, please try again.' });
      }
      try {
        return await handle(form, redirect, request, reply);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return showForm(request, reply, {
          redirect,
          regionCode: form.region,
          phone: form.phone,
          error: error.message,
        });
      }
    };

  app.post<{ Body: Form }>(
    '/passport/send-code',
    formPost(async (form, redirect, request, reply) => {
      const phone = await services.phones.parse(form.region ?? '', form.phone ?? '');
      await services.smsCodes.send({ phone, purpose: 'LOGIN', deviceId: '', address: request.ip });
      return showForm(request, reply, {
        redirect,
        regionCode: phone.regionCode,
        phone: phone.phone,
        info: 'A verification code was sent to your phone.',
      });
    }),
  );

  app.post<{ Body: Form }>(
    '/passport/login',
    formPost(async (form, redirect, request, reply) => {
      const active = await services.sessions.resolve(readCookie(request, SESSION_COOKIE));
      const outcome = await services.logins.login(
        'SMS',
        '',
        {
          code: '',
          state: '',
          scope: '',
          passportCode: '',
          jsCode: '',
          anonymousCode: '',
          phoneRegionCode: form.region ?? '',
          phone: form.phone ?? '',
          verificationCode: form.code ?? '',
        },
        { origin: PASSPORT_ORIGIN, currentSessionId: active?.session.id },
      );
      reply.header('set-cookie', sessionCookie(outcome.sessionKey, secure(request)));
      return sendBack(reply, redirect, outcome.session.id, outcome.user.id);
    }),
  );
}
