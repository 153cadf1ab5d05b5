import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInDiner } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// A diner buys two tickets to the demo wine dinner and pays once for both in
// the sandbox cashier; their ticket shows a dynamic code; the store's staff,
// on the web (no scanner), type its short code at the door and the ticket is
// used; the other ticket the diner cancels for its price back (the demo event allows it).
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('a ticket from purchase to the door', () => {
  it(
    'is bought two at once in the sandbox cashier, one checked in by staff with its short code, the other cancelled by the diner',
    { timeout: 240_000 },
    async () => {
      const { page: diner, context, problems } = await openPhonePage(browser);
      await logInDiner(server.url, context, '13900001801');
      await diner.goto(`${server.url}/app/pages/sub-user/ticketing-event-ticket-history/index`);
      // The event's and the ticket's names in the reader's language (the demo gives all three).
      await diner.locator('.ticketing__card', { hasText: '勃艮第葡萄酒晚宴' }).click();
      await diner.locator('.ticketing__buy:visible', { hasText: '购票' }).click();
      // The event page lists the same tickets: until the purchase page is in front, a slow
      // machine would find (and wait forever on) the event page's copy as it goes hidden.
      await diner.waitForURL(/ticketing-event-ticket-create/);
      await diner.locator('.ticketing__pay:visible').waitFor();
      await diner.locator('.ticketing__ticket:visible', { hasText: '晚宴席位' }).click();
      await diner.locator('.ticketing__price:visible', { hasText: '¥888' }).first().waitFor();
      // Two tickets, paid at once: the total is twice the price.
      await diner.locator('.ticketing__stepper-plus:visible').click();
      await diner.locator('[data-testid="ticket-quantity"]:visible', { hasText: '2' }).waitFor();
      await diner.locator('[data-testid="ticket-total"]:visible', { hasText: '¥1,776' }).waitFor();
      await shot(diner, 'ticketing-create');
      await diner.locator('.ticketing__pay:visible').click();
      await diner.waitForURL(/\/sandbox-pay\/cashier/);
      await diner.getByRole('button', { name: '确认支付' }).click();
      await diner.waitForURL(/\/pages\/sub-user\/ticketing-event-ticket-voucher\/index/);
      await server.services.jobs.runDue(new Date());
      await diner.reload();
      await diner.locator('.ticketing__status:visible', { hasText: '待核销' }).waitFor({ timeout: 20_000 });

      // Staff open the door's code entry first: a code lives for its 30-second window and
      // the next, so it is read off the diner's screen only when staff are ready to type it.
      const staffSession = (await loginBySms(server.url, '13800000002')).session;
      const { page: staff, context: staffContext, problems: staffProblems } = await openPhonePage(browser);
      await addSession(staffContext, server.url, staffSession);
      await staff.goto(`${server.url}/app/pages/me/index`);
      await staff.locator('.mode-switch__option--merchant:visible').click();
      // The switch relaunches onto merchant mode's first tab; a tap before that lands would
      // open the code entry only for the relaunch to replace it.
      await staff.waitForURL(/operation-tab/);
      await staff.locator('.merchant-entries__entry--scan:visible').first().click();
      await staff.waitForURL(/ticket-voucher-list/);
      await staff.locator('.ticketing__code-entry:visible', { hasText: '网页版不支持扫码' }).waitFor();

      await diner.reload();
      await diner.locator('.ticketing__status:visible', { hasText: '待核销' }).waitFor({ timeout: 20_000 });
      const shortCode = (await diner.locator('.dynamic-code__short:visible').textContent())!.trim();
      expect(shortCode).toMatch(/^V\d+-\d{6}$/);
      await shot(diner, 'ticketing-voucher-code');
      await staff.locator('.ticketing__code-input:visible input').fill(shortCode);
      await shot(staff, 'ticketing-staff-entry');
      await staff.locator('.ticketing__code-submit:visible').click();
      // The demo's session is ten days ahead: the door asks first, naming it.
      await staff.locator('.taro-modal__text:visible', { hasText: '不是今天' }).waitFor();
      await staff.locator('.taro-model__confirm:visible').click();
      await staff.waitForURL(/\/pages\/sub-store\/ticket-voucher-detail\/index/);
      await staff.locator('.ticketing__status:visible', { hasText: '已核销' }).waitFor();
      await shot(staff, 'ticketing-staff-verified');

      // The same code again is refused with the spec's message (its 400 and the question's are the
      // expected console errors), and the diner sees the ticket used.
      expect(problems).toEqual([]);
      expect(staffProblems).toEqual([expect.stringContaining('400')]);
      await staff.goBack();
      // Once in a full browser run the code entry came back with its input hidden for over
      // 30 s after the back (not reproduced alone, nor at 8x CPU throttling): the list page is
      // opened afresh at the URL the back landed on, as a host would reopen it.
      await staff.waitForURL(/ticket-voucher-list/);
      await staff.reload();
      await staff.locator('.ticketing__code-input:visible input').fill(shortCode);
      await staff.locator('.ticketing__code-submit:visible').click();
      await staff.getByText('核销失败').first().waitFor();
      await diner.reload();
      await diner.locator('.ticketing__status:visible', { hasText: '已核销' }).waitFor();

      // The other ticket of the purchase: paid by the same payment, the diner cancels it.
      await diner.goto(`${server.url}/app/pages/sub-user/ticketing-event-ticket-history/index`);
      await diner.locator('.ticketing__card:visible', { hasText: '待核销' }).first().click();
      await diner.waitForURL(/ticketing-event-ticket-voucher/);
      await diner.locator('[data-testid="voucher-refund"]:visible', { hasText: '前可退票' }).waitFor();
      await diner.locator('[data-testid="voucher-refund"]:visible .nut-button').click();
      await diner.getByText('退票后将退回 ¥888，此票券作废。确定退票吗？').waitFor();
      await diner.locator('.taro-model__confirm:visible').click();
      await diner.locator('.ticketing__status:visible', { hasText: '已取消' }).waitFor({ timeout: 20_000 });
      await shot(diner, 'ticketing-voucher-cancelled');
      expect(problems).toEqual([]);
      expect(staffProblems).toEqual([expect.stringContaining('400'), expect.stringContaining('400')]);
    },
  );
});

describe('the store page', () => {
  it("shows a visitor the store's wine dinner with its lowest price, and a tap opens the event", async () => {
    const { page, problems } = await openPhonePage(browser);
    const event = await server.database.db
      .selectFrom('ticketing_event')
      .select(['id', 'store_id'])
      .where('title', '=', 'Burgundy Wine Dinner')
      .executeTakeFirstOrThrow();
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=${event.store_id}`);
    const block = page.locator('.ticketing-block:visible');
    await block.locator('.ticketing-block__event', { hasText: '勃艮第葡萄酒晚宴' }).waitFor({ timeout: 20_000 });
    // The cheaper of its two tickets (¥888 and ¥1,688), and its one session.
    expect(await block.locator('.ticketing__price').first().textContent()).toMatch(/¥888\s*起/);
    expect(await block.textContent()).toContain('活动与票务');
    await shot(page, 'store-page-events');
    await block.locator('.ticketing-block__event').first().click();
    await page.waitForURL(new RegExp(`ticketing-event-detail/index\\?id=${event.id}`));
    await page.locator('.ticketing__buy:visible').first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe('home', () => {
  it('shows the events on sale under the stores, each with its store, and a tap opens the event', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`${server.url}/app/pages/home/index`);
    const event = page.locator('.ticketing-block:visible .ticketing-block__event', { hasText: '勃艮第葡萄酒晚宴' });
    await event.waitFor({ timeout: 20_000 });
    // The store's name in the reader's language (the demo store's Simplified Chinese name).
    expect(await event.textContent()).toMatch(/翡翠花园/);
    // Below the store cards (and the contact card), so its arrival moves none of them.
    const [lastCard, block] = await Promise.all([
      page.locator('#app .store-card').last().boundingBox(),
      page.locator('.ticketing-block:visible').boundingBox(),
    ]);
    expect(block!.y).toBeGreaterThan(lastCard!.y + lastCard!.height);
    await event.click();
    await page.waitForURL(/ticketing-event-detail\/index\?id=/);
    await page.locator('.ticketing__buy:visible').first().waitFor();
    expect(problems).toEqual([]);
  });
});
