import { inflateSync } from 'node:zlib';

// Text of a PDF as Chromium prints it, enough to find words in it: objects and
// their Flate streams, each font's ToUnicode CMap, and the text-showing operators of
// each page's content streams. No dependency, and no system tool to install.

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
    } else {
      const dict = body.slice(0, streamAt);
      let from = start + streamAt + 'stream'.length;
      if (text[from] === '\r') from++;
      if (text[from] === '\n') from++;
      const to = text.lastIndexOf('endstream', end);
      let data = pdf.subarray(from, to);
      if (/\/FlateDecode/.test(dict)) {
        try {
          data = inflateSync(data);
        } catch {
          // A stream we cannot read has no text for us.
        }
      }
      objects.set(Number(match[1]), { dict, stream: data });
    }
    header.lastIndex = end;
  }
  return objects;
}

const hexToString = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCodePoint(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap: code (hex) -> text. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(m[1].toLowerCase(), hexToString(m[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const width = m[1].length;
      const lo = parseInt(m[1], 16);
      const hi = parseInt(m[2], 16);
      const base = parseInt(m[3], 16);
      for (let c = lo; c <= hi; c++) map.set(c.toString(16).padStart(width, '0'), String.fromCodePoint(base + c - lo));
    }
  }
  return map;
}

const refOf = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** Font resource names of a page -> their code-to-text maps. */
function pageFonts(page: PdfObject, objects: Map<number, PdfObject>): Map<string, Map<string, string>> {
  let resources = page.dict;
  const resRef = refOf(page.dict, 'Resources');
  if (resRef !== undefined) resources = objects.get(resRef)?.dict ?? '';
  let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  const fontRef = refOf(resources, 'Font');
  if (fontRef !== undefined) fontDict = objects.get(fontRef)?.dict ?? '';
  const fonts = new Map<string, Map<string, string>>();
  for (const m of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(m[2]));
    const cmapRef = font ? refOf(font.dict, 'ToUnicode') : undefined;
    const cmap = cmapRef !== undefined ? objects.get(cmapRef)?.stream : undefined;
    fonts.set(m[1], cmap ? parseCMap(cmap.toString('latin1')) : new Map());
  }
  return fonts;
}

function decode(hex: string, map: Map<string, string>): string {
  const h = hex.replace(/\s+/g, '').toLowerCase();
  // Chromium's fonts are two-byte CIDs; fall back to one byte for simple fonts.
  const width = [...map.keys()][0]?.length ?? 4;
  let out = '';
  for (let i = 0; i + width <= h.length; i += width) out += map.get(h.slice(i, i + width)) ?? '';
  return out;
}

function showText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>();
  let out = '';
  // Chromium places glyphs one by one (Td between them), so only the end of a text
  // object (ET) or a new line (T*) separates; words of one run stay together.
  const ops = /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>\s*Tj|\[((?:[^\]]|\\\])*)\]\s*TJ|\bT\*|\bET\b/g;
  let m: RegExpExecArray | null;
  while ((m = ops.exec(content))) {
    if (m[1]) font = fonts.get(m[1]) ?? new Map();
    else if (m[2] !== undefined) out += decode(m[2], font);
    else if (m[3] !== undefined) {
      for (const part of m[3].matchAll(/<([0-9a-fA-F\s]*)>|(-?[\d.]+)/g)) {
        if (part[1] !== undefined) out += decode(part[1], font);
        else if (Number(part[2]) < -200) out += ' ';
      }
    } else out += '\n';
  }
  return out;
}

/** The text of every page, in page order. */
export function pdfText(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const pages = [...objects.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict));
  return pages.map((page) => {
    const fonts = pageFonts(page, objects);
    const contents: number[] = [];
    const single = refOf(page.dict, 'Contents');
    if (single !== undefined) contents.push(single);
    const list = /\/Contents\s*\[([^\]]*)\]/.exec(page.dict)?.[1];
    if (list) for (const r of list.matchAll(/(\d+) 0 R/g)) contents.push(Number(r[1]));
    return contents.map((n) => showText(objects.get(n)?.stream?.toString('latin1') ?? '', fonts)).join('\n');
  });
}
