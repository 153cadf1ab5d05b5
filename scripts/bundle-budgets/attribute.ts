// Which sources make up a built script: `tsx scripts/bundle-budgets/attribute.ts
// <file.js> [more.js …] [--by=package|file] [--top=40] [--gzip]`. Needs the hidden source
// maps a BUNDLE_STATS=1 build writes beside each script. Gzip of a part alone says little
// about its share of the whole, so --gzip adds each listed part's cost in the whole: the
// gzip size of all the scripts less that of all of them without the part.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
const by = args.find((a) => a.startsWith('--by='))?.slice(5) ?? 'package';
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 40);
const withGzip = args.includes('--gzip');

/** A dependency by its package name; our own code by its folder (or file). */
function groupOf(source: string): string {
  // Mini-program maps name sources `._src_i18n_x.ts` (folders joined by underscores).
  const clean = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.+_(src|node_modules)_/, (_m, root: string) => `${root}/`)
    .replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (by === 'file') return clean;
  const parts = clean.split('/');
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || clean;
}

const totals = new Map<string, number>();
/** Each mapped stretch of bytes and its part, in order (for --gzip). */
const pieces: { part: string; bytes: Buffer }[] = [];
let all = 0;
for (const file of files) {
  const code = fs.readFileSync(file, 'utf8');
  const body = Buffer.from(code, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const lineStart: number[] = [];
  let at = 0;
  for (const line of lines) {
    lineStart.push(at);
    at += Buffer.byteLength(line, 'utf8') + 1;
  }
  const marks: { offset: number; source: string }[] = [];
  map.eachMapping((m) => {
    const line = lines[m.generatedLine - 1] ?? '';
    const offset = lineStart[m.generatedLine - 1] + Buffer.byteLength(line.slice(0, m.generatedColumn), 'utf8');
    marks.push({ offset, source: m.source ? groupOf(m.source) : '(unmapped)' });
  });
  marks.sort((a, b) => a.offset - b.offset);
  const size = Buffer.byteLength(code, 'utf8');
  all += size;
  let covered = 0;
  marks.forEach((mark, i) => {
    const end = i + 1 < marks.length ? marks[i + 1].offset : size;
    totals.set(mark.source, (totals.get(mark.source) ?? 0) + (end - mark.offset));
    if (withGzip) pieces.push({ part: mark.source, bytes: body.subarray(mark.offset, end) });
    covered += end - mark.offset;
  });
  totals.set('(before first mapping)', (totals.get('(before first mapping)') ?? 0) + (size - covered));
}

const gzipOf = (parts: Buffer[]) => zlib.gzipSync(Buffer.concat(parts), { level: 9 }).length;
const whole = withGzip ? gzipOf(pieces.map((p) => p.bytes)) : 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(9)} KB`;
const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [name, bytes] of rows) {
  const cost = withGzip ? whole - gzipOf(pieces.filter((p) => p.part !== name).map((p) => p.bytes)) : 0;
  console.log(`${kb(bytes)}${withGzip ? ` ${kb(cost)} gzip` : ''}  ${name}`);
}
if (withGzip) console.log(`${kb(whole)} gzip of the whole (the stretches before a file's first mapping left out)`);
console.log(`${(all / 1024).toFixed(1).padStart(9)} KB  total of ${files.join(', ')}`);
