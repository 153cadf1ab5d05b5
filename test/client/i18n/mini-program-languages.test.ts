import fs from 'node:fs';
import path from 'node:path';

// Mini-programs turn import() into require(), so any module a mini-program build
// compiles that imports the Traditional Chinese or English texts puts them in the
// package (the weapp main package's budget). Those come from our server there
// (platform/mini-language-source.ts); this reads the import graph the way the
// build resolves it, so nobody brings them back by accident.

const SRC = path.resolve(__dirname, '../../../src');
const ALIASES: [string, string][] = [
  ['@common/', 'common/'],
  ['@gen/', 'gen/'],
  ['@/', ''],
];
const TEXTS_NOT_BUNDLED = [
  /^i18n\/locales\/(.+\/)?(en|zh-hant)(\/|\.ts$)/,
  /^i18n\/locales\/(en|zh-hant)-bundle\.ts$/,
  /^i18n\/locales\/server-messages\.(en|zh-hant)\.ts$/,
];

// Value imports only: `import type` and `export type` are erased by the build.
const IMPORTS = [
  /^\s*import\s+(?!type\b)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\b)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function resolve(from: string, spec: string, target: string): string | null {
  let base: string;
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  if (alias) base = path.join(SRC, alias[1], spec.slice(alias[0].length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  // Taro picks `<name>.<target>.ts` over `<name>.ts` for every module of the app.
  const candidates = [
    `.${target}.ts`,
    `.${target}.tsx`,
    '.ts',
    '.tsx',
    `/index.${target}.ts`,
    '/index.ts',
    '/index.tsx',
  ].map((ext) => base + ext);
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** Every source module the build for `target` compiles, from the app and its pages. */
function compiledModules(target: string): Set<string> {
  const pages = fs
    .readdirSync(path.join(SRC, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)index\.tsx$/.test(file))
    .map((file) => path.join(SRC, 'pages', file));
  const seen = new Set<string>();
  const queue = [path.join(SRC, 'app.ts'), ...pages];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const pattern of IMPORTS) {
      for (const match of code.matchAll(pattern)) {
        const next = resolve(file, match[1], target);
        if (next && !seen.has(next)) queue.push(next);
      }
    }
  }
  return new Set([...seen].map((file) => path.relative(SRC, file).split(path.sep).join('/')));
}

const notBundled = (modules: Set<string>) =>
  [...modules].filter((file) => TEXTS_NOT_BUNDLED.some((pattern) => pattern.test(file))).sort();

describe('the languages a mini-program bundles', () => {
  it.each(['weapp', 'alipay'])('the %s build compiles no Traditional Chinese or English texts', (target) => {
    const modules = compiledModules(target);
    // The walk reaches the language machinery, so an empty answer means something.
    expect(modules).toContain('i18n/locales/zh-hans.ts');
    expect(modules).toContain(`platform/language-source.${target}.ts`);
    expect(modules).toContain('platform/mini-language-source.ts');
    expect(modules).toContain('components/mall/use-mall-text.ts');
    expect(notBundled(modules)).toEqual([]);
  });

  it('the H5 build still has them, as chunks of their own (which is how this test would see them come back)', () => {
    const found = notBundled(compiledModules('h5'));
    expect(found).toEqual(expect.arrayContaining(['i18n/locales/en-bundle.ts', 'i18n/locales/zh-hant-bundle.ts']));
    expect(found).toEqual(
      expect.arrayContaining(['i18n/locales/server-messages.en.ts', 'i18n/locales/mall/zh-hant.ts']),
    );
  });
});
