import svgCaptcha from 'svg-captcha';

/**
 * The question drawn by svg-captcha (https://github.com/produck/svg-captcha):
 * each character becomes the outline of a font glyph (a `<path>`), its points
 * moved a little at random, shuffled among noise curves. The image holds no
 * text node, so the answer cannot be copied out of the response; reading it
 * takes recognising the shapes. The characters themselves are chosen by the
 * caller from a cryptographic source; only the drawing uses the library's.
 */
export function captchaSvg(text: string): string {
  const svg = svgCaptcha(text, { width: 150, height: 50, noise: 4, color: false, background: '#f4f6f8' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
