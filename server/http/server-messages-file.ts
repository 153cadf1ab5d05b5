import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SERVER_MESSAGE } from '@common/server-messages';
import { zhHansServerMessages } from '@locales/server-messages.zh-hans';
import type { LanguageFile } from './language-files';

let file: LanguageFile | undefined;

/**
 * The table of server messages and their Simplified Chinese texts as one JSON file
 * (`{ version, table, texts }`), for mini-programs, whose main package does not bundle
 * them: built once from the modules the H5 build bundles, versioned by a hash the build
 * computes the same way (scripts/locale-versions.ts).
 */
export function serverMessagesFile(): LanguageFile {
  if (!file) {
    const content = `"table":${JSON.stringify(SERVER_MESSAGE)},"texts":${JSON.stringify(zhHansServerMessages)}`;
    const version = createHash('sha256').update(content).digest('base64url').slice(0, 16);
    const body = `{"version":"${version}",${content}}`;
    file = { body, version, gzip: gzipSync(body, { level: 9 }), br: brotliCompressSync(body) };
  }
  return file;
}
