import fs from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(__dirname, '../../../src');

const SPECIFIER =
  /(?:^import\s+(?!type\b)[^;]*?from\s+|^import\s+|^export\s+(?!type\b)[^;]*?from\s+|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?)\s*'([^']+)'/gm;

/**
 * The file a specifier names, as the WeChat build resolves it: a `.weapp` variant
 * first (Taro's per-target files), then the plain file; packages are left out.
 */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('@common/')) base = path.join(SRC, 'common', specifier.slice(8));
  else if (specifier.startsWith('@gen/')) base = path.join(SRC, 'gen', specifier.slice(5));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  const candidates = ['.weapp.ts', '.weapp.tsx', '.ts', '.tsx', '/index.weapp.ts', '/index.ts', '/index.tsx'];
  return candidates.map((ext) => stem + ext).find((file) => fs.existsSync(file));
}

/**
 * Every source module a mini-program page loads. `import()` counts: mini-program
 * builds turn it into `require()` (babel-preset-taro), so it bundles its module
 * with the caller; type-only imports do not.
 */
export function miniImportGraph(entry: string): Map<string, string> {
  // each module, with the module that first brought it (to explain a finding)
  const reachedFrom = new Map<string, string>([[entry, '']]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1]);
      if (target && !reachedFrom.has(target)) {
        reachedFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return reachedFrom;
}

/** How the entry reaches a module: each importer in turn, relative to src/. */
export function importChain(graph: Map<string, string>, file: string): string {
  const chain: string[] = [];
  for (let at: string | undefined = file; at; at = graph.get(at)) chain.unshift(path.relative(SRC, at));
  return chain.join(' -> ');
}

/** The pages of the main package (app.config.ts `pages`), as their source files. */
export function mainPackagePages(): string[] {
  const config = fs.readFileSync(path.join(SRC, 'app.config.ts'), 'utf8');
  const list = /pages:\s*\[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => path.join(SRC, `${m[1]}.tsx`));
}
