import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInContext, logInThroughUi, visible } from './support/login';

// Logging in with the real server and the real H5 build: codes come from the
// development SMS outbox, sessions are the server's HttpOnly cookie.

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

const title = (page: Page) => visible(page, '.nav-bar__title');

async function waitForTitle(page: Page, text: string): Promise<void> {
  await page.locator('.nav-bar__title:visible', { hasText: text }).first().waitFor({ timeout: 20_000 });
}

describe('logging in in a browser', () => {
  it('home and a store page opened directly load no login code nor texts; the me page’s login opens the login page', async () => {
    const { page, problems } = await openPhonePage(browser);
    // Markers of the login flow's chunk (a storage key of its own) and of its texts.
    const LOGIN_CODE = 'login.usedOfficialAccountCodes';
    const LOGIN_TEXT = '订座、饭局，一步到位';
    let scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    const loaded = async (marker: string) => (await Promise.all(scripts)).some((body) => body.includes(marker));

    await page.goto(`${server.url}/app`);
    await page.locator('.store-card').first().waitFor({ timeout: 20_000 });
    expect([await loaded(LOGIN_CODE), await loaded(LOGIN_TEXT)]).toEqual([false, false]);

    scripts = [];
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=1`);
    await visible(page, '.store-detail__book').waitFor({ timeout: 20_000 });
    expect([await loaded(LOGIN_CODE), await loaded(LOGIN_TEXT)]).toEqual([false, false]);

    await page.goto(`${server.url}/app`);
    await visible(page, '.tab-bar__item:has-text("我的")').click();
    await waitForTitle(page, '我的');
    await visible(page, '.user-card__login').click();
    await waitForTitle(page, '登录');
    expect(await visible(page, '.login-screen__tagline').textContent()).toBe(LOGIN_TEXT);
    expect([await loaded(LOGIN_CODE), await loaded(LOGIN_TEXT)]).toEqual([true, true]);
    expect(problems).toEqual([]);
  });

  it('a new person logs in by phone, completes the profile, sees the me page and logs out', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`${server.url}/app`);
    await visible(page, '.tab-bar__item:has-text("我的")').click();
    await waitForTitle(page, '我的');
    expect(await visible(page, '.user-card__name').textContent()).toBe('未登录');

    await visible(page, '.user-card__login').click();
    await waitForTitle(page, '登录');
    // Not ticked: the agreement dialog asks first.
    await visible(page, '.login-buttons__primary').click();
    const dialog = visible(page, '.agreement-dialog .nut-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.nut-dialog-header').textContent()).toBe('用户协议与隐私政策');
    await dialog.locator('.nut-dialog-footer-ok').click();

    await waitForTitle(page, '手机号登录');
    await visible(page, '.login-phone__phone input').fill('1390000');
    await visible(page, '.login-phone__submit').click();
    expect(await visible(page, '.login-phone__problem').textContent()).toBe('手机号格式错误');
    await visible(page, '.login-phone__phone input').fill('139 0000 0009');
    await visible(page, '.login-phone__submit').click();

    await waitForTitle(page, '输入验证码');
    expect(await visible(page, '.login-code__sent-to').textContent()).toBe('验证码已发送至 13900000009');
    expect(await visible(page, '.login-code__countdown').textContent()).toMatch(/秒后可重新获取$/);
    const code = await (await fetch(`${server.url}/dev/sms-outbox?format=json`)).json();
    const sent = (code as { list: Array<{ phone: string; code: string }> }).list.find((m) => m.phone === '13900000009');
    await visible(page, '.login-code__input input').fill(sent!.code);

    // No diner record yet: profile completion.
    await waitForTitle(page, '完善资料');
    await visible(page, '.title-chips__chip:has-text("女士")').click();
    await visible(page, '.completion__last-name input').fill('韩');
    await visible(page, '.completion__first-name input').fill('梅梅');
    await visible(page, '.completion__save').click();

    // Back where the login started.
    await waitForTitle(page, '我的');
    await expect.poll(() => visible(page, '.user-card__name').textContent()).toBe('韩梅梅');
    expect(await visible(page, '.user-card__phone').textContent()).toBe('139****0009');
    await expect.poll(() => visible(page, '.session-list__current').textContent()).toBe('本机');

    await visible(page, '.me__log-out').click();
    await visible(page, '.taro-modal__text').waitFor();
    expect(await visible(page, '.taro-modal__text').textContent()).toBe('确定退出登录吗？');
    await visible(page, '.taro-model__confirm').click();
    await expect.poll(() => visible(page, '.user-card__name').textContent(), { timeout: 10_000 }).toBe('未登录');
    // The server ended the session: a reload finds nobody.
    await page.reload();
    await waitForTitle(page, '我的');
    await expect.poll(() => visible(page, '.user-card__name').textContent()).toBe('未登录');
    expect(problems).toEqual([]);
  });

  it('a staff account logs in, is offered the merchant tools and works in merchant mode', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`${server.url}/app/pages/me/index`);
    await waitForTitle(page, '我的');
    await visible(page, '.user-card__login').click();
    await waitForTitle(page, '登录');
    await logInThroughUi(page, server.url, '13800000002');

    const prompt = visible(page, '.staff-prompt .nut-dialog');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.locator('.staff-prompt__body').textContent()).toContain('Jade Garden');
    await prompt.locator('.nut-dialog-footer-ok').click();

    // Merchant mode: the operation home and the merchant tabs.
    await waitForTitle(page, '经营');
    expect(await page.locator('.tab-bar__item:visible').allTextContents()).toEqual([
      '经营',
      '消息',
      '门店',
      '饭局',
      '管理',
    ]);
    // The mode switcher on the management tab goes back to the diner app and again to merchant.
    await visible(page, '.tab-bar__item:has-text("管理")').click();
    await waitForTitle(page, '管理');
    await visible(page, '.mode-switch__option--diner').click();
    await waitForTitle(page, '首页');
    await visible(page, '.tab-bar__item:has-text("我的")').click();
    await visible(page, '.mode-switch__option--merchant').click();
    await waitForTitle(page, '经营');
    expect(problems).toEqual([]);
  });

  it('a second browser logs in with a passport link made by the first', async () => {
    const first = await openPhonePage(browser);
    await logInContext(first.context, server.url, '13800000001');
    await first.page.goto(`${server.url}/app/pages/me/index`);
    await waitForTitle(first.page, '我的');
    await expect.poll(() => visible(first.page, '.user-card__name').textContent()).toBe('林雨');
    await visible(first.page, '.passport-share__open').click();
    const link = await visible(first.page, '.passport-share__link').textContent();
    expect(link).toMatch(new RegExp(`^${server.url}/app/pages/me/index\\?passport_code=`));

    const second = await openPhonePage(browser);
    await second.page.goto(link!);
    // The code is spent and taken out of the address.
    await second.page.waitForURL(/\/app\/pages\/me\/index$/, { timeout: 20_000 });
    await expect.poll(() => visible(second.page, '.user-card__name').textContent(), { timeout: 10_000 }).toBe('林雨');
    // The first browser now sees two devices.
    await first.page.reload();
    await expect.poll(() => first.page.locator('.session-list__item:visible').count(), { timeout: 10_000 }).toBe(2);
    expect([...first.problems, ...second.problems]).toEqual([]);
  });

  it('the passport page sends a browser through the app’s login and back with a passport code', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`${server.url}/passport?redirect=${encodeURIComponent('/app/pages/sub-user/setting/index')}`);
    await page.getByText('Log in with the app instead').click();
    await waitForTitle(page, '登录');
    await logInThroughUi(page, server.url, '13800000003');
    // Logged in here, the passport page hands the session to where it was asked for.
    await page.waitForURL(/\/app\/pages\/sub-user\/setting\/index$/, { timeout: 20_000 });
    await waitForTitle(page, '设置');
    await page.goto(`${server.url}/app/pages/me/index`);
    await expect.poll(() => visible(page, '.user-card__name').textContent(), { timeout: 10_000 }).toBe('Demo Admin');

    // Logged in already, the login screen goes through the passport page and comes back.
    await visible(page, '.tab-bar__item:has-text("首页")').click();
    await waitForTitle(page, '首页');
    await page.goto(`${server.url}/app/pages/sub-user/login/index`);
    await page.waitForURL(/\/app\/pages\/home\/index$/, { timeout: 20_000 });
    expect(problems).toEqual([]);
  });

  it('the agreement links open the agreement in the webview page', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/app/pages/sub-user/login/index`);
    await waitForTitle(page, '登录');
    await visible(page, '.agreement__link--privacy').click();
    await waitForTitle(page, '隐私政策');
    const frame = page.frameLocator('iframe.taro-webview');
    await frame.locator('h1').waitFor({ timeout: 20_000 });
    expect(await frame.locator('h1').textContent()).toBe('隐私政策');
    await expect.poll(() => title(page).isVisible()).toBe(true);
  });
});
