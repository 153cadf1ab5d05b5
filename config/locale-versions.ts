import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The versions of the languages a mini-program fetches from the server, computed
 * from the locale modules exactly as the server names them (scripts/locale-versions.ts,
 * run in a child: the locale modules are TypeScript with path aliases). H5 bundles
 * its languages as chunks and needs none.
 */
export function localeVersions(target: string): string {
  if (target !== 'weapp' && target !== 'alipay') return '';
  const root = path.resolve(__dirname, '..');
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/locale-versions.ts')], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}
