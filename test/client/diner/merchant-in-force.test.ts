import { merchantInForce } from '@/stores/diner/merchant-in-force';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/stores/runtime-config';

const runtime = (merchantId: string, merchantApp: boolean): RuntimeConfig => ({
  ...DEFAULT_RUNTIME_CONFIG,
  merchantId,
  flags: { ...DEFAULT_RUNTIME_CONFIG.flags, merchantApp },
});

// Whose stores the diner sees, from the link the app was opened with and its client config.
describe('the merchant in force', () => {
  it.each([
    ['the directory, opened plainly', '', runtime('0', false), ''],
    ['the directory, opened by a merchant link', '77', runtime('0', false), '77'],
    ['a branded config, opened plainly', '', runtime('3', false), '3'],
    ['a branded config, a link to another merchant', '77', runtime('3', false), '77'],
    ["a merchant's own app, a link to another merchant", '77', runtime('3', true), '3'],
    ["a merchant's own app, opened plainly", '', runtime('3', true), '3'],
    ['the merchant-app flag without a merchant', '77', runtime('0', true), '77'],
  ])('%s', (_case, link, config, expected) => {
    expect(merchantInForce(link, config)).toBe(expected);
  });
});
