// Shades of a theme's colours for NutUI's pressed, light and disabled states. Done
// here rather than with CSS color-mix(), which older mini-program web views lack.

function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * `color` blended into `base` (`amount` of `color`, 0 to 1), as #rrggbb. A colour
 * that is not hex (a merchant may configure `rgb(...)`) is returned as it is.
 */
export function mixColor(color: string, base: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(base);
  if (!a || !b) return color;
  return `#${a
    .map((value, i) =>
      Math.round(value * amount + b[i] * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
