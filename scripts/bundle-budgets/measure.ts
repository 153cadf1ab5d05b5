// Reads the build output the way a user's device receives it: the H5 entry is the
// JavaScript index.html loads before the first page can render (sent gzip-compressed),
// a mini-program package is every file under its root (the host downloads a package
// whole before it opens one of its pages).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface SizedFile {
  file: string;
  raw: number;
  gzip: number;
}

export interface MiniPackage {
  /** '' for the main package, else the subpackage root from app.json. */
  root: string;
  bytes: number;
  files: number;
}

function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
}

/** The scripts index.html loads at start (Taro's page chunks come later, on navigation). */
export function measureH5Entry(dir: string): SizedFile[] {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const publicPath = /src="([^"]*?)js\//.exec(html)?.[1] ?? '/';
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  return sources.map((src) => {
    const file = src.startsWith(publicPath) ? src.slice(publicPath.length) : src.replace(/^\//, '');
    const body = fs.readFileSync(path.join(dir, file));
    return { file, raw: body.length, gzip: gzipSize(body) };
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Sizes of the main package and each subpackage of a mini-program build. Source maps
 * are left out: the developer tools do not upload them.
 */
export function measureMiniPackages(dir: string): MiniPackage[] {
  const appJson = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as {
    subPackages?: Array<{ root: string }>;
    subpackages?: Array<{ root: string }>;
  };
  const roots = (appJson.subPackages ?? appJson.subpackages ?? []).map((sub) => sub.root.replace(/\/?$/, '/'));
  const packages = new Map<string, MiniPackage>([['', { root: '', bytes: 0, files: 0 }]]);
  for (const root of roots) packages.set(root, { root: root.slice(0, -1), bytes: 0, files: 0 });
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.map')) continue;
    const root = roots.find((candidate) => file.startsWith(candidate)) ?? '';
    const entry = packages.get(root)!;
    entry.bytes += fs.statSync(path.join(dir, file)).size;
    entry.files += 1;
  }
  return [...packages.values()];
}
