// Runs after `taro build --type h5`: writes a brotli (.br) and a gzip (.gz)
// copy beside every text asset, so the server answers by content negotiation
// without compressing on each request (server/http/static-app.routes.ts,
// @fastify/static preCompressed). Maximum quality: it runs once per build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map', '.xml', '.ico']);
// Below this a compressed copy saves less than its own header costs.
const MIN_BYTES = 1024;

export function compressDirectory(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
    raw += body.length;
    brotli += br.length;
  }
  return { files, raw, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist/h5');
  if (!fs.existsSync(dir)) {
    console.error(`compress-assets: ${dir} does not exist (build first)`);
    process.exit(1);
  }
  const { files, raw, brotli } = compressDirectory(dir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(`compress-assets: ${files} files, ${kb(raw)} -> ${kb(brotli)} brotli (gzip beside each)`);
}
