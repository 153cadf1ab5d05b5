import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// An amount is shown in its store's currency (docs/money.md): a "¥" written into
// a page or a text shows a Hong Kong or Macau amount in yuan. The signs live in one
// table, src/common/money-display.ts; everything else goes through formatMoney,
// useMoney() or the `{{amount, money}}` / `{{currency, currencyUnit}}` formatters.

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');
/** The one place a currency's sign may be written. */
const ALLOWED = new Set(['src/common/money-display.ts']);
const TEXT_FILE = /\.(ts|tsx|js|jsx|mts|json|scss|css|html|md)$/;
/** The yen/yuan sign and its full-width form. */
const HARD_CODED = /[¥￥]/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every line of src/ that writes a sign, as "path:line: text". */
function signLines(): Array<{ path: string; at: string }> {
  return textFiles(SRC)
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .filter((path) => !ALLOWED.has(path))
    .flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .map((line, index) => ({ path, at: `${path}:${index + 1}: ${line.trim()}` }))
        .filter(({ at }) => HARD_CODED.test(at)),
    );
}

describe('no currency sign is hard-coded in the client', () => {
  const lines = signLines();

  it('writes "¥" only in the formatter’s sign table', () => {
    const found = lines.map(({ at }) => at);
    expect(
      found,
      `format these amounts with formatMoney / useMoney() / {{amount, money}}:\n${found.join('\n')}`,
    ).toEqual([]);
  });
});
