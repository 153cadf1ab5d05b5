import { utf8Decode, utf8Encode } from '@/common/utf8';

// protobuf-es decodes every generated file's descriptor when the module loads,
// through the Text Encoding API, which mini-program hosts lack. It reads an
// implementation from this well-known symbol first (its configureTextEncoding),
// so this must run before any generated module loads: the mini-program platform
// files call it, and app.ts imports the platform first.
const TEXT_ENCODING = Symbol.for('@bufbuild/protobuf/text-encoding');

export function installTextEncodingFallback(): void {
  const global = globalThis as Record<symbol | string, unknown>;
  if (typeof global.TextEncoder === 'function' && typeof global.TextDecoder === 'function') return;
  if (global[TEXT_ENCODING]) return;
  global[TEXT_ENCODING] = {
    encodeUtf8: (text: string) => utf8Encode(text),
    decodeUtf8: (bytes: Uint8Array, strict?: boolean) => utf8Decode(bytes, strict),
    checkUtf8: (text: string) => {
      try {
        encodeURIComponent(text);
        return true;
      } catch {
        return false;
      }
    },
  };
}
