import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, skipWelcome } from './support/browser';
import { completeProfile } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// A diner keeps delivery addresses for the mall: adds one from the me tab,
// sees a refused one explained, adds a second as the default and deletes
// the first; in English at a phone's, the tablet's and a laptop's size.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let dinerSession: string;
const PHONE = '13900000031';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  dinerSession = (await loginBySms(server.url, PHONE)).session;
  await completeProfile(server.url, dinerSession, PHONE);
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function dinerPage(width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US' });
  await addSession(context, server.url, dinerSession);
  await skipWelcome(context);
  await context.addInitScript(() => window.localStorage.setItem('settings.language', 'en'));
  return { page: await context.newPage(), context };
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) {
    await visible(page, `.address-form__input--${key} input`).fill(value);
  }
}

const cards = (page: Page) => page.locator('[data-testid="delivery-address"]:visible');

describe('delivery addresses in a browser', () => {
  it('the diner adds, corrects, makes default and deletes addresses', async () => {
    const { page, context } = await dinerPage(390, 844);
    await page.goto(`${server.url}/app/pages/me/index`);
    await visible(page, '.me__addresses').click();
    await visible(page, '.address-page__empty').waitFor();
    expect(await visible(page, '.address-page__empty').textContent()).toBe('No delivery address yet');
    await visible(page, '.address-page__add').click();

    // Without a district the server says what is missing, and the form stays.
    await fill(page, { contact: 'Li Lei', phone: '13800138000', province: 'Guangdong', city: 'Shenzhen' });
    await fill(page, { detail: '1 Keyuan Road, flat 802' });
    await visible(page, '.address-form__save').click();
    await page.getByText('Enter the province, city, district, address and contact').first().waitFor();
    // A message that long is a modal (spec section 9): closed, the form is as it was.
    await visible(page, '.taro-model__confirm').click();
    await page.locator('.taro-modal__text:visible').waitFor({ state: 'hidden' });
    await fill(page, { district: 'Nanshan' });
    await shot(page, 'mall-address-form-390');
    await visible(page, '.address-form__save').click();
    await cards(page).first().waitFor();
    expect(await cards(page).first().textContent()).toContain('Default');

    // A second address made the default takes the flag from the first.
    await visible(page, '.address-page__add').click();
    await fill(page, {
      contact: 'Han Meimei',
      phone: '13900139000',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Futian',
      detail: '9 Shennan Avenue',
    });
    await visible(page, '.address-form__default').click();
    await visible(page, '.address-form__save').click();
    await expect.poll(async () => cards(page).count()).toBe(2);
    expect(await cards(page).first().textContent()).toContain('Han Meimei');
    expect(await cards(page).first().textContent()).toContain('Default');
    expect(await cards(page).nth(1).textContent()).not.toContain('Default');
    await shot(page, 'mall-address-list-390');

    // Deleting asks first.
    await cards(page).nth(1).locator('.address-page__delete').click();
    await visible(page, '.taro-modal__text').waitFor();
    expect(await visible(page, '.taro-modal__text').textContent()).toBe('Delete this delivery address?');
    await visible(page, '.taro-model__confirm').click();
    await expect.poll(async () => cards(page).count()).toBe(1);
    await context.close();

    for (const [width, height] of [
      [1280, 800],
      [1440, 900],
    ]) {
      const wide = await dinerPage(width, height);
      await wide.page.goto(`${server.url}/app/pages/sub-user/delivery-address/index`);
      await cards(wide.page).first().waitFor();
      await shot(wide.page, `mall-address-list-${width}`);
      await visible(wide.page, '.address-page__edit').click();
      await visible(wide.page, '.address-form__input--detail input').waitFor();
      expect(await visible(wide.page, '.address-form__input--contact input').inputValue()).toBe('Han Meimei');
      await shot(wide.page, `mall-address-form-${width}`);
      await wide.context.close();
    }
  });
});
