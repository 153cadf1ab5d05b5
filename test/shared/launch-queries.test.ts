import { describe, expect, it } from 'vitest';
import { launchPageOf, merchantInForce } from '@common/launch-queries';

// Whose stores the diner sees, from the link the app was opened with and its client config
// (the client's launch and the server's index.html both apply it).
describe('the merchant in force', () => {
  it.each([
    ['the directory, opened plainly', '', '0', false, ''],
    ['the directory, opened by a merchant link', '77', '0', false, '77'],
    ['a branded config, opened plainly', '', '3', false, '3'],
    ['a branded config, a link to another merchant', '77', '3', false, '77'],
    ["a merchant's own app, a link to another merchant", '77', '3', true, '3'],
    ["a merchant's own app, opened plainly", '', '3', true, '3'],
    ['the merchant-app flag without a merchant', '77', '0', true, '77'],
  ])('%s', (_case, link, configMerchant, merchantApp, expected) => {
    expect(merchantInForce(link, configMerchant, merchantApp)).toBe(expected);
  });
});

describe('the launch page whose store query starts at launch', () => {
  it.each([
    [undefined, undefined],
    ['', 'home'],
    ['/', 'home'],
    ['pages/home/index', 'home'],
    ['/pages/home/index?merchantId=3', 'home'],
    ['/pages/sub-user/store-detail/index?storeId=7', 'storeDetail'],
    ['pages/me/index', undefined],
  ])('%s', (path, expected) => {
    expect(launchPageOf(path)).toBe(expected);
  });
});
