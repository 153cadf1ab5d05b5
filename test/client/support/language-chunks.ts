import { setLanguageSource } from '@/i18n/i18n';
import { createLanguageSource } from '@/platform/language-source';
import { createMemoryStorage } from '@/platform/memory-storage';

/**
 * The H5 build's language chunks as where languages come from, for tests that load
 * a language without building a root store (which sets the platform's source itself).
 */
export function languagesFromChunks(): void {
  setLanguageSource(
    createLanguageSource({
      request: () => Promise.reject(new Error('the H5 language chunks ask the network for nothing')),
      storage: createMemoryStorage(),
      apiBase: () => '',
    }),
  );
}
