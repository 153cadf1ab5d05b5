import type { LanguageBundle } from '../i18n/locales/language-bundle.types';
import type { FetchedLanguage, LanguageSource, LanguageSourceDeps } from './language-source.types';

/** Where a fetched language is kept between runs, one entry per language. */
export const languageStorageKey = (language: FetchedLanguage): string => `i18n.language.${language}`;

/** What the server sends and the storage keeps: the texts and the version they are. */
interface LanguageDocument {
  language: FetchedLanguage;
  version: string;
  resources: LanguageBundle;
}

export interface MiniLanguageSourceOptions {
  /**
   * The version of each language this build was made with (the content hash the
   * server names it by, computed at build time from the same locale modules). A
   * stored copy of another version, left by an earlier release, is never shown.
   */
  versions?: Partial<Record<FetchedLanguage, string>>;
}

function parseDocument(text: string | null, language: FetchedLanguage): LanguageDocument | null {
  if (!text) return null;
  try {
    const doc = JSON.parse(text) as Partial<LanguageDocument>;
    const resources = doc.resources as Partial<LanguageBundle> | undefined;
    const complete = resources && ['translation', 'mall', 'ticketing', 'orderItems'].every((ns) => ns in resources);
    if (doc.language !== language || typeof doc.version !== 'string' || !complete) return null;
    return doc as LanguageDocument;
  } catch {
    return null;
  }
}

/** The versions the build compiled in (config/locale-versions.ts); none when unset (tests, a bare build). */
function buildVersions(): Partial<Record<FetchedLanguage, string>> {
  try {
    return JSON.parse(process.env.TARO_APP_LOCALE_VERSIONS || '{}') as Partial<Record<FetchedLanguage, string>>;
  } catch {
    return {};
  }
}

/**
 * Mini-programs: only Simplified Chinese is in the package (the main package's size
 * limit). Another language is fetched from our server on first use and kept in the
 * host's storage, so the next start, and a start offline, read it from there.
 */
export function createMiniLanguageSource(
  deps: LanguageSourceDeps,
  options: MiniLanguageSourceOptions = { versions: buildVersions() },
): LanguageSource {
  const versions = options.versions ?? {};
  return {
    async load(language) {
      const expected = versions[language];
      const stored = parseDocument(deps.storage.get(languageStorageKey(language)), language);
      if (stored && expected && stored.version === expected) return stored.resources;

      // The version in the address makes it a name for exactly these texts, which the
      // server lets any cache keep for good; another release asks for another address.
      const query = expected ? `?v=${encodeURIComponent(expected)}` : '';
      try {
        const response = await deps.request({
          url: `${deps.apiBase()}/i18n/${language}.json${query}`,
          method: 'GET',
          headers: { accept: 'application/json' },
          timeoutMs: 15_000,
        });
        const fetched = response.status === 200 ? parseDocument(response.body, language) : null;
        if (!fetched) throw new Error(`language ${language}: HTTP ${response.status}`);
        deps.storage.set(languageStorageKey(language), response.body);
        return fetched.resources;
      } catch (error) {
        // A build that names no version cannot tell a stale copy: offline, any copy beats none.
        if (stored && !expected) return stored.resources;
        throw error;
      }
    },
  };
}
