import fs from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(__dirname, '../../../src');

// `import x from '…'`, `import '…'`, `export … from '…'`; never `import type` or `import()`.
const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\b)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const TYPES_ONLY = /^\s*(import|export)\s+\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}\s+from\s/;

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: not our code
  // The H5 build picks a module's `.h5` variant where there is one (src/platform).
  const candidates = ['.h5.ts', '.h5.tsx', '.ts', '.tsx', '/index.h5.ts', '/index.ts', '/index.tsx'].map(
    (ext) => base + ext,
  );
  return [base, ...candidates].find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** Every source file the H5 entry loads before anything else: `src/app.ts` and its static imports, transitively. */
export function entryModules(entry = path.join(SRC, 'app.ts')): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (TYPES_ONLY.test(match[0])) continue;
      const target = resolveModule(file, match[3]);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return new Set([...seen].map((file) => path.relative(SRC, file)));
}

/** Every .ts/.tsx file under a folder of src/. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(SRC, dir), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) ? [path.relative(SRC, file)] : [];
  });
}
