// UTF-8 without TextEncoder/TextDecoder, which mini-program hosts lack.

export function utf8Encode(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(out);
}

/** Decodes UTF-8; malformed sequences become U+FFFD, or throw when strict. */
export function utf8Decode(bytes: Uint8Array, strict = false): string {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b0 = bytes[i];
    let code = -1;
    let size = 1;
    if (b0 < 0x80) code = b0;
    else if (b0 >= 0xc2 && b0 < 0xe0 && i + 1 < bytes.length && (bytes[i + 1] & 0xc0) === 0x80) {
      code = ((b0 & 0x1f) << 6) | (bytes[i + 1] & 0x3f);
      size = 2;
    } else if (
      b0 >= 0xe0 &&
      b0 < 0xf0 &&
      i + 2 < bytes.length &&
      (bytes[i + 1] & 0xc0) === 0x80 &&
      (bytes[i + 2] & 0xc0) === 0x80
    ) {
      code = ((b0 & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f);
      size = 3;
      if (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)) code = -1;
    } else if (
      b0 >= 0xf0 &&
      b0 < 0xf5 &&
      i + 3 < bytes.length &&
      (bytes[i + 1] & 0xc0) === 0x80 &&
      (bytes[i + 2] & 0xc0) === 0x80 &&
      (bytes[i + 3] & 0xc0) === 0x80
    ) {
      code = ((b0 & 0x07) << 18) | ((bytes[i + 1] & 0x3f) << 12) | ((bytes[i + 2] & 0x3f) << 6) | (bytes[i + 3] & 0x3f);
      size = 4;
      if (code < 0x10000 || code > 0x10ffff) code = -1;
    }
    if (code < 0) {
      if (strict) throw new TypeError('invalid UTF-8');
      out += '\ufffd';
      i += 1;
      continue;
    }
    out += String.fromCodePoint(code);
    i += size;
  }
  return out;
}
