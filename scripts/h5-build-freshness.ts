import fs from 'node:fs';
import path from 'node:path';

// What the H5 build is made from; a change to any of these makes it stale.
const SOURCES = ['src', 'config', 'babel.config.js', 'package.json', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why the H5 build must be (re)made, or null when it is current. */
export function h5BuildStaleReason(root: string): string | null {
  const index = path.join(root, 'dist/h5/index.html');
  if (!fs.existsSync(index)) return 'no H5 build yet';
  const built = fs.statSync(index).mtimeMs;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newest > built ? 'sources changed since the last H5 build' : null;
}
