import { ROUTES } from '@/routing/routes';
import { legalPageUrl, type LegalDocument } from '@/services/legal-pages';
import type { RootStore } from '@/stores';

/** Both agreement links open the webview page (spec section 2) on the server's page in the person's language. */
export function openLegalPage(store: RootStore, document: LegalDocument): void {
  const src = legalPageUrl(store.apiBase, document, store.settings.language);
  void store.navigator.navigateTo(`${ROUTES.webview}?src=${encodeURIComponent(src)}`);
}
