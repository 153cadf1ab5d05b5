import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { enBundle } from '@locales/en-bundle';
import type { LanguageBundle } from '@locales/language-bundle.types';
import { zhHantBundle } from '@locales/zh-hant-bundle';

/** The languages mini-programs fetch: every one but Simplified Chinese, which they bundle. */
const BUNDLES = { 'zh-Hant': zhHantBundle, en: enBundle } satisfies Record<string, LanguageBundle>;

export type ServedLanguage = keyof typeof BUNDLES;

export interface LanguageFile {
  /** The JSON the client stores as is: `{ language, version, resources }`. */
  body: string;
  /** A hash of the texts: the file's ETag and the `?v=` a build asks for. */
  version: string;
  /** The body compressed once (text compresses to about a fifth). */
  gzip: Buffer;
  br: Buffer;
}

export function isServedLanguage(value: string): value is ServedLanguage {
  return Object.hasOwn(BUNDLES, value);
}

const files = new Map<ServedLanguage, LanguageFile>();

/**
 * A language as one JSON file, built once from the locale modules the H5 build
 * bundles (never a second copy of the texts). The build computes the same
 * version (scripts/locale-versions.ts), so a release asks for exactly its texts.
 */
export function languageFile(language: ServedLanguage): LanguageFile {
  let file = files.get(language);
  if (!file) {
    const resources = JSON.stringify(BUNDLES[language]);
    const version = createHash('sha256').update(resources).digest('base64url').slice(0, 16);
    const body = `{"language":${JSON.stringify(language)},"version":"${version}","resources":${resources}}`;
    file = { body, version, gzip: gzipSync(body, { level: 9 }), br: brotliCompressSync(body) };
    files.set(language, file);
  }
  return file;
}

/** Every served language's version, as the build compiles them in. */
export function languageVersions(): Record<ServedLanguage, string> {
  return { 'zh-Hant': languageFile('zh-Hant').version, en: languageFile('en').version };
}
