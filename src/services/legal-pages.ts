import type { Language } from '../i18n/language';

// The user agreement and privacy policy are pages of the server (server/http/legal-pages.routes.ts),
// opened in the webview page: one text for every client, updated without a release.

export type LegalDocument = 'user-agreement' | 'privacy-policy';

export function legalPageUrl(apiBase: string, document: LegalDocument, language: Language): string {
  return `${apiBase}/legal/${document}?lang=${encodeURIComponent(language)}`;
}
