import { describe, expect, it } from 'vitest';
import { CUISINE_NAMES } from '../../src/common/cuisine-names';
import { enDiner } from '../../src/i18n/locales/en/diner';
import { zhHansDiner } from '../../src/i18n/locales/zh-hans/diner';
import { zhHantDiner } from '../../src/i18n/locales/zh-hant/diner';
import { CUISINE_KEYS } from '../../src/utils/diner/cuisine-tree';

// The server searches cuisines by the names diners read: the same names.
describe('the cuisine names the server searches', () => {
  it('are the names the client shows, in every language, for every key of the tree', () => {
    const shown = Object.fromEntries(
      Object.keys(zhHansDiner.diner.cuisine).map((key) => {
        const k = key as keyof typeof zhHansDiner.diner.cuisine;
        return [key, [zhHansDiner.diner.cuisine[k], zhHantDiner.diner.cuisine[k], enDiner.diner.cuisine[k]]];
      }),
    );
    expect(CUISINE_NAMES).toEqual(shown);
    expect(Object.keys(CUISINE_NAMES).sort()).toEqual([...CUISINE_KEYS].sort());
  });
});
