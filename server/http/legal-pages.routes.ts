import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { LegalDocumentName, LegalLanguage } from './legal/legal-document';
import { legalPage } from './legal/legal-page';
import { EN_LEGAL } from './legal/legal-texts.en';
import { ZH_HANS_LEGAL } from './legal/legal-texts.zh-hans';
import { ZH_HANT_LEGAL } from './legal/legal-texts.zh-hant';

const TEXTS = { 'zh-Hans': ZH_HANS_LEGAL, 'zh-Hant': ZH_HANT_LEGAL, en: EN_LEGAL };
const DOCUMENTS: readonly LegalDocumentName[] = ['user-agreement', 'privacy-policy'];

function language(value: string | undefined): LegalLanguage {
  return value === 'zh-Hant' || value === 'en' ? value : 'zh-Hans';
}

/**
 * GET /legal/user-agreement and /legal/privacy-policy (?lang=zh-Hans|zh-Hant|en): the
 * pages the login screen's agreement links open in the app's webview (spec section 2).
 * Unlike the other server pages they may be framed, by the app's own origins: the H5
 * webview is an iframe.
 */
export async function legalPagesRoutes(app: FastifyInstance, options: { config: ServerConfig }) {
  const frameAncestors = ["'self'", ...options.config.identity.allowedRedirectOrigins].join(' ');
  for (const name of DOCUMENTS) {
    app.get<{ Querystring: { lang?: string } }>(`/legal/${name}`, async (request, reply) => {
      const lang = language(request.query.lang);
      return reply
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'public, max-age=600',
          'referrer-policy': 'no-referrer',
          'x-content-type-options': 'nosniff',
          'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors}`,
        })
        .send(legalPage(TEXTS[lang][name], lang));
    });
  }
}
