import { describe, expect, it } from 'vitest';
import { utf8Decode, utf8Encode } from '@common/utf8';

describe('utf8 (for hosts without the Text Encoding API)', () => {
  const samples = ['', 'ascii', '订座 4 人', '粵語 繁體', 'emoji 🍷🥢', 'é'.repeat(20), '\u0800\uffff', '𐀀'];

  it('encodes exactly as TextEncoder does and decodes back', () => {
    for (const text of samples) {
      const bytes = utf8Encode(text);
      expect(Array.from(bytes)).toEqual(Array.from(new TextEncoder().encode(text)));
      expect(utf8Decode(bytes)).toBe(text);
    }
  });

  it('replaces malformed bytes, or refuses them when strict', () => {
    const bad = new Uint8Array([0x61, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
    expect(utf8Decode(bad)).toBe(new TextDecoder().decode(bad));
    expect(() => utf8Decode(bad, true)).toThrow();
  });
});
