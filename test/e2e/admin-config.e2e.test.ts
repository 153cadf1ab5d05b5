import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts';
import { MERCHANT_CLIENT_CONFIG_ID } from '../../server/db/seed/demo.seed';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInContext, visible } from './support/login';

// An administrator changes a merchant's branded home without a release: adds
// a text block in the editor at a desktop width, publishes, and a diner's
// fresh page load of that merchant's app shows it.

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('the client config editor', () => {
  it("publishes a block an administrator adds to a merchant's home, and a diner's next start shows it", async () => {
    const notice = 'Hairy crab season: book the chef table';
    const admin = await openPhonePage(browser, 1440);
    await admin.page.setViewportSize({ width: 1440, height: 900 });
    await logInContext(admin.context, server.url, DEMO_ACCOUNTS.admin.phone);
    await admin.page.goto(
      `${server.url}/app/pages/sub-store/client-config-editor/index?id=${MERCHANT_CLIENT_CONFIG_ID}`,
    );
    const editor = admin.page;
    await visible(editor, '.config-editor__name').waitFor({ timeout: 20_000 });
    // The preview beside the form draws the page with the home's own blocks.
    await visible(editor, '.config-preview__phone').waitFor();
    const blocksBefore = await editor.locator('.config-block:visible').count();

    await visible(editor, '.config-chip--add.config-chip--text').click();
    const block = editor.locator('.config-block--text:visible').last();
    await block.locator('.setup-field--block-text textarea').fill(notice);
    expect(await editor.locator('.config-block:visible').count()).toBe(blocksBefore + 1);
    await editor.locator('.config-preview__phone .home-text', { hasText: notice }).waitFor();

    // A colour that is not a colour holds publishing back with the reason.
    const colour = visible(editor, '.setup-field--primary-color input');
    await colour.fill('reddish');
    await visible(editor, '.setup-form__error').waitFor();
    expect(await visible(editor, '.config-editor__publish').getAttribute('class')).toContain('nut-button-disabled');
    await colour.fill('#8c2f39');

    await visible(editor, '.config-editor__publish').click();
    await visible(editor, '.taro-modal__text').waitFor();
    await visible(editor, '.taro-model__confirm').click();
    await editor.locator('.config-editor__version:visible', { hasText: '1' }).waitFor();

    const diner = await openPhonePage(browser);
    await diner.page.goto(`${server.url}/app/pages/home/index?platformClientConfigId=${MERCHANT_CLIENT_CONFIG_ID}`);
    await diner.page.locator('.home-text:visible', { hasText: notice }).waitFor({ timeout: 20_000 });
    expect(diner.problems).toEqual([]);
  });
});
