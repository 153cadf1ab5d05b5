// The path aliases of tsconfig.json, for tools that do not read it (vitest).
// The server may import only the shared module and the generated contract.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sharedAliases = {
  '@common': path.join(root, 'src/common'),
  '@gen': path.join(root, 'src/gen'),
  // The interface texts the server hands mini-programs (server/http/language-files.ts).
  '@locales': path.join(root, 'src/i18n/locales'),
  '@': path.join(root, 'src'),
};
