import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// Chat in the real H5 build against the real server: a diner and a staff
// member in two browser contexts, each message appearing live on the other
// side; a sensitive message stays unsent with resend; the diner sees the
// store's name, never the staff member's.
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: TestServer;
let browser: Browser;
let close: () => Promise<void>;
let storeId: string;
/** The store's name as the diner's pages show it: in their language (Simplified Chinese here). */
let localStoreName: string;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close } = await launchBrowser());
  const store = await server.database.db
    .selectFrom('store')
    .select(['id', 'name', 'intl_info'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  storeId = store.id;
  localStoreName = store.intl_info.name?.['zh-Hans'] ?? store.name;
});
afterAll(async () => {
  await close?.();
  await server?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function person(phone: string, init: Record<string, string> = {}, locale = 'zh-CN', width = 390) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale });
  const { session } = await loginBySms(server.url, phone);
  await addSession(context, server.url, session);
  await context.addInitScript((values) => {
    for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
  }, init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function send(page: Page, text: string) {
  const input = page.locator('.im-chat__input input, input.im-chat__input').first();
  await input.fill(text);
  await page.locator('.im-chat__send').click();
}

describe('chatting live', () => {
  it('a diner asks the store, staff answer as the store, both see each message appear', async () => {
    const diner = await person(DEMO_ACCOUNTS.diner.phone);
    const staff = await person(DEMO_ACCOUNTS.staff.phone, {
      'operator.type': 'STORE',
      [`operator.storeId.web`]: storeId,
    });

    // The diner opens a chat with the store from the contact page (no conversation yet: a temporary one).
    await diner.page.goto(`${server.url}/app/pages/sub-user/contact-store/index?storeId=${storeId}`);
    await diner.page.locator('.contact-page__name', { hasText: localStoreName }).waitFor();
    await shot(diner.page, 'contact-store');
    await diner.page
      .locator('.contact-page__card', { hasText: localStoreName })
      .locator('.nut-button', { hasText: '在线咨询' })
      .click();
    await diner.page.locator('.im-chat__composer').waitFor();
    await diner.page.locator('.im-chat__notice', { hasText: '发送第一条消息' }).waitFor();
    await send(diner.page, '请问有停车位吗？');
    await diner.page.locator('.im-msg--mine .im-msg__bubble', { hasText: '请问有停车位吗？' }).waitFor();

    // Staff: the message tab shows the conversation with an unread badge; open it.
    await staff.page.goto(`${server.url}/app/pages/im/index`);
    await staff.page.locator('.im-list__item', { hasText: '请问有停车位吗？' }).waitFor();
    await staff.page.locator('.tab-bar__badge', { hasText: '1' }).waitFor();
    await shot(staff.page, 'staff-inbox');
    await staff.page.locator('.im-list__item', { hasText: '请问有停车位吗？' }).click();
    await staff.page.locator('.im-msg__bubble', { hasText: '请问有停车位吗？' }).waitFor();

    // Staff answer: it appears on the diner's open page without reloading (pushed over the
    // socket; how fast is the IM bench's business, not a browser test's on a loaded machine).
    await send(staff.page, '有的，地下二层。');
    await diner.page.locator('.im-msg:not(.im-msg--mine) .im-msg__bubble', { hasText: '有的，地下二层。' }).waitFor({
      timeout: 10_000,
    });
    // And the other way round.
    await send(diner.page, '太好了，谢谢！');
    await staff.page.locator('.im-msg:not(.im-msg--mine) .im-msg__bubble', { hasText: '太好了，谢谢！' }).waitFor({
      timeout: 10_000,
    });
    // The diner's page is titled with the store (in the diner's language), not the staff member.
    await diner.page.locator('.nav-bar__title', { hasText: localStoreName }).waitFor();
    await shot(diner.page, 'diner-chat');
    await shot(staff.page, 'staff-chat');

    // Sensitive content is not sent: the bubble stays with the reason and resend.
    await send(diner.page, '我们私下转账吧');
    const failed = diner.page.locator('.im-msg--mine', { hasText: '我们私下转账吧' });
    await failed.locator('.im-msg__failed', { hasText: '敏感' }).waitFor();
    await failed.locator('.im-msg__action', { hasText: '重新发送' }).waitFor();
    await shot(diner.page, 'diner-chat-sensitive');
    await staff.page.waitForTimeout(500);
    expect(await staff.page.locator('.im-msg__bubble', { hasText: '私下转账' }).count()).toBe(0);

    // Home, opened afresh, shows the store's next answer as an unread badge on the message
    // tab: the messages store is not in the app's entry but fetched once home is drawn.
    await diner.page.goto(`${server.url}/app/pages/home/index`);
    await diner.page.locator('.tab-bar').waitFor();
    await send(staff.page, '明天见');
    await staff.page.locator('.im-msg--mine .im-msg__bubble', { hasText: '明天见' }).waitFor();
    const fetched: string[] = [];
    diner.page.on('request', (request) => {
      if (/\/js\/im-app\.[^/]*\.js$/.test(request.url())) fetched.push(request.url());
    });
    await diner.page.reload();
    const imTab = diner.page.locator('.tab-bar__item', { hasText: '消息' });
    await imTab.locator('.tab-bar__badge', { hasText: '1' }).waitFor();
    expect(fetched).toHaveLength(1);
    await shot(diner.page, 'diner-home-badge');

    expect(diner.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await diner.context.close();
    await staff.context.close();
  });
});
