/**
 * The question drawn as a small SVG: the characters each turned and shifted
 * a little over a few noise lines, so reading it takes more than copying
 * text out of the answer. The offsets come from the caller's random source.
 */
export function captchaSvg(text: string, random: (max: number) => number): string {
  const width = 24 + text.length * 18;
  const glyphs = [...text]
    .map((ch, i) => {
      const x = 14 + i * 18;
      const y = 30 + random(7) - 3;
      const angle = random(31) - 15;
      const safe = ch.replace(/[<>&"]/g, '');
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})">${safe}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 3 }, () => {
    const [x1, y1, x2, y2] = [random(width), random(44), random(width), random(44)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9aa4b2" stroke-width="1"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="44" viewBox="0 0 ${width} 44">` +
    `<rect width="100%" height="100%" fill="#f4f6f8"/>${lines}` +
    `<g font-family="monospace" font-size="24" font-weight="bold" fill="#1f2933">${glyphs}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
