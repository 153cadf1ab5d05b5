// `npm run build:server`: compiles the server to JavaScript in dist/server, so
// production runs it with plain `node` and only the production dependencies.
// esbuild bundles our own code (server/, and src/common and src/gen through the
// tsconfig path aliases) into one ES module per entry; packages from
// node_modules stay imports, resolved at run time from the installed
// `dependencies`. A bundle that imports anything else fails the build here
// rather than after `npm ci --omit=dev`.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(root, process.argv[2] ?? 'dist/server');

const ENTRIES = {
  // The server: `node dist/server/main.mjs` (npm run start:prod).
  main: 'server/main.ts',
  // Migrations alone, e.g. before a rolling deploy: `node dist/server/db-migrate.mjs`.
  'db-migrate': 'scripts/db-migrate.ts',
};

const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const runtimePackages = new Set(Object.keys(packageJson.dependencies ?? {}));

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const notDependencies = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (!imported.external) continue;
    const name = imported.path.replace(/^node:/, '');
    if (builtinModules.includes(name) || builtinModules.includes(name.split('/')[0])) continue;
    const pkg = packageOf(imported.path);
    if (!runtimePackages.has(pkg)) notDependencies.add(pkg);
  }
}
if (notDependencies.size > 0) {
  console.error(
    `The server imports packages that are not in package.json "dependencies", so a production install ` +
      `(npm ci --omit=dev) would not have them: ${[...notDependencies].join(', ')}`,
  );
  process.exit(1);
}

const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, output]) => `${path.relative(root, path.resolve(root, file))} ${(output.bytes / 1024).toFixed(0)} KiB`);
console.log(`Server compiled: ${sizes.join(', ')}`);
