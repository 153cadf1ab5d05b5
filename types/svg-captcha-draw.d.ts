import type { ConfigObject } from 'svg-captcha';

// svg-captcha's module is itself the drawing function (lib/index.js:
// `module.exports = createCaptcha`, documented in its README as
// `svgCaptcha(text, options)`), which its own typings leave out: the server
// picks the characters from a cryptographic source and only has them drawn.
declare module 'svg-captcha' {
  export default function createCaptcha(text: string, options?: ConfigObject): string;
}
