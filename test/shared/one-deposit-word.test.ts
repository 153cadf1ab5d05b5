import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A booking's and a feast's deposit is a prepayment (docs/money.md, "The word for a
// booking's deposit"): 订金 / 訂金. 定金 promises the diner double back when the store
// defaults and 押金 is a security deposit; neither is what the product does, so no
// text a diner or a member of staff reads may say them.

const ROOT = join(__dirname, '..', '..');
/** Where the words people read are written: the client's texts and the server's messages. */
const TEXT_ROOTS = ['src/i18n', 'src/pages', 'src/components', 'server/domain', 'server/http'];
/** 定金 inside an unrelated word: 指定金额 (a set amount), 确定金额 (confirm the amount)... */
const WRONG_WORD = /(?<![指确確固设設规規约約限锁鎖特决決])定金|押金/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx|json|html)$/.test(entry.name) ? [path] : [];
  });
}

describe('one word for a deposit', () => {
  it('says 订金 (訂金), never 定金 or 押金, in every text and message', () => {
    const found = TEXT_ROOTS.flatMap((root) => files(join(ROOT, root)))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => `${relative(ROOT, path)}:${index + 1}: ${line.trim()}`),
      )
      .filter((at) => WRONG_WORD.test(at.slice(at.indexOf(': ') + 2)));
    expect(found, `write 订金 / 訂金 here (docs/money.md):\n${found.join('\n')}`).toEqual([]);
  });

  it('still reads 指定金额 as a set amount, not a deposit', () => {
    expect(WRONG_WORD.test('指定金额')).toBe(false);
    expect(WRONG_WORD.test('确定金额')).toBe(false);
    expect(WRONG_WORD.test('支付定金')).toBe(true);
    expect(WRONG_WORD.test('扣除押金')).toBe(true);
  });
});
