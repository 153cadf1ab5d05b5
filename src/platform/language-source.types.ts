import type { DEFAULT_LANGUAGE, Language } from '../i18n/language';
import type { LanguageBundle } from '../i18n/locales/language-bundle.types';
import type { HttpRequest, HttpResponse, KeyValueStorage } from './platform.types';

/** The languages not bundled with the app (Simplified Chinese always is). */
export type FetchedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** Where a language not bundled comes from: an H5 chunk, or our server in a mini-program. */
export interface LanguageSource {
  /** Rejects when the language cannot be had (offline with nothing stored for this release). */
  load(language: FetchedLanguage): Promise<LanguageBundle>;
}

/** What a source that fetches needs from the app: the host's network and storage, and the API base. */
export interface LanguageSourceDeps {
  request(request: HttpRequest): Promise<HttpResponse>;
  storage: KeyValueStorage;
  apiBase(): string;
}

export type CreateLanguageSource = (deps: LanguageSourceDeps) => LanguageSource;
