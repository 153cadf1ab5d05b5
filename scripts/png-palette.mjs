// Rewrites 8-bit RGBA PNGs (what rsvg-convert writes) as palette PNGs when they hold
// at most 256 distinct colours: a one-colour icon's anti-aliased edge is a few dozen
// alpha levels of one colour, so this keeps every pixel as it was (fully transparent
// pixels aside, whose colour nobody sees) at about two thirds of the bytes. Used for the
// tab bar icons, which ship in the mini-program's main package (src/assets/tab-bar/README.md).
//   node scripts/png-palette.mjs src/assets/tab-bar/*.png
import fs from 'node:fs';
import zlib from 'node:zlib';

function readRgba(buf) {
  let at = 8;
  let header;
  const data = [];
  while (at < buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('ascii', at + 4, at + 8);
    const body = buf.subarray(at + 8, at + 8 + length);
    at += 12 + length;
    if (type === 'IHDR')
      header = {
        w: body.readUInt32BE(0),
        h: body.readUInt32BE(4),
        depth: body[8],
        colour: body[9],
        interlace: body[12],
      };
    else if (type === 'IDAT') data.push(body);
  }
  if (!header || header.depth !== 8 || header.colour !== 6 || header.interlace) return undefined;
  const { w, h } = header;
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = w * 4;
  const out = Buffer.alloc(h * stride);
  for (let y = 0; y < h; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const up = y ? out.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    const row = out.subarray(y * stride, (y + 1) * stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? row[x - 4] : 0;
      const b = up[x];
      const c = x >= 4 ? up[x - 4] : 0;
      let v = line[x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[x] = v & 255;
    }
  }
  return { w, h, rgba: out };
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type, body) {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  let c = 0xffffffff;
  for (const byte of typed) c = CRC[(c ^ byte) & 255] ^ (c >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

function writePalette({ w, h, rgba }) {
  const colours = new Map();
  const index = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const alpha = rgba[i * 4 + 3];
    const key = alpha === 0 ? 0 : rgba.readUInt32BE(i * 4);
    if (!colours.has(key)) {
      if (colours.size === 256) return undefined;
      colours.set(key, colours.size);
    }
    index[i] = colours.get(key);
  }
  const entries = [...colours.keys()];
  const depth = entries.length <= 2 ? 1 : entries.length <= 4 ? 2 : entries.length <= 16 ? 4 : 8;
  const perByte = 8 / depth;
  const stride = Math.ceil(w / perByte);
  const raw = Buffer.alloc(h * (stride + 1));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      raw[y * (stride + 1) + 1 + Math.floor(x / perByte)] |= index[y * w + x] << (8 - depth * ((x % perByte) + 1));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = depth;
  header[9] = 3;
  const palette = Buffer.alloc(entries.length * 3);
  const alphas = Buffer.alloc(entries.length);
  entries.forEach((key, i) => {
    palette.writeUIntBE(key >>> 8, i * 3, 3);
    alphas[i] = key & 255;
  });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', alphas),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const file of process.argv.slice(2)) {
  const before = fs.readFileSync(file);
  const image = readRgba(before);
  const after = image && writePalette(image);
  if (!after || after.length >= before.length) {
    console.log(`${file}: left as it is`);
    continue;
  }
  fs.writeFileSync(file, after);
  console.log(`${file}: ${before.length} -> ${after.length} bytes`);
}
