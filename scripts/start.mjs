// `npm start`. Plain JavaScript on purpose: in production it must run with
// only the production dependencies installed (no tsx, no build tools).
// - NODE_ENV=production: the compiled server from `npm run build`, never a build step.
// - otherwise: the development start (builds the H5 app when stale, then runs the TypeScript server).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.NODE_ENV === 'production') {
  const compiled = path.join(root, 'dist/server/main.mjs');
  if (!fs.existsSync(compiled)) {
    console.error('No production build in dist/server. Run `npm run build` first (production never builds at start).');
    process.exit(1);
  }
  const { runServer } = await import(pathToFileURL(compiled).href);
  runServer();
} else {
  // tsx is a development dependency: it runs the TypeScript sources directly.
  await import('tsx');
  await import(pathToFileURL(path.join(root, 'scripts/start-dev.ts')).href);
}
