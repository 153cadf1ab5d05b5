import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInDiner } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// A host store's staff create and publish a feast; three diners join and pay
// in the sandbox cashier, one cancels and is refunded; at the registration
// deadline the feast has its minimum and the staff board shows its tables.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
async function confirmModal(page: Page, text: string) {
  await page.locator('.taro-modal__text:visible', { hasText: text }).waitFor();
  await page.locator('.taro-model__confirm:visible').click();
}
async function fill(page: Page, key: string, value: string) {
  await page.locator(`.feast-input-${key}:visible input`).fill(value);
}

async function staffPage() {
  const opened = await openPhonePage(browser);
  await addSession(opened.context, server.url, staffSession);
  await opened.page.goto(`${server.url}/app/pages/me/index`);
  await opened.page.locator('.mode-switch__option--merchant:visible').click();
  await opened.page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();
  return opened;
}

/** A diner joins with one seat and pays the deposit in the sandbox cashier. */
async function joinAndPay(feastUrl: string, phone: string) {
  const { page, context, problems } = await openPhonePage(browser);
  await logInDiner(server.url, context, phone);
  await page.goto(feastUrl);
  await page.locator('.feast-join:visible').click();
  await page.locator('.feast-next:visible').click();
  await page.locator('.feast-confirm:visible').click();
  await page.locator('.feast-pay:visible').click();
  await page.waitForURL(/\/sandbox-pay\/cashier/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pages\/sub-user\/feast-back\/index/);
  await server.services.jobs.runDue(new Date());
  await page.locator('.feast-back__result', { hasText: '订金已支付' }).waitFor({ timeout: 20_000 });
  return { page, problems };
}

describe('a feast from creation to its minimum', () => {
  it(
    'is created, published onto tables, joined, paid, cancelled and refunded, and forms',
    { timeout: 240_000 },
    async () => {
      const { page: staff, problems: staffProblems } = await staffPage();
      await staff.goto(`${server.url}/app/pages/feast/index`);
      await staff.locator('.feast-create:visible').click();
      await fill(staff, 'title', 'Hairy crab night');
      await fill(staff, 'participantCount', '4');
      await fill(staff, 'minParticipantCount', '2');
      await fill(staff, 'depositYuan', '100');
      await shot(staff, 'feast-staff-create');
      await staff.locator('.feast-save:visible').click();
      await staff.locator('.feast-badge', { hasText: '待发布' }).waitFor();
      const feastId = new URL(staff.url()).searchParams.get('id')!;

      await staff.locator('.feast-publish:visible').click();
      // Tables enough for four: pick table items until the four seats are covered.
      const chips = staff.locator('.feast-table-item:visible');
      await chips.first().waitFor();
      for (let i = (await chips.count()) - 1; i >= 0; i--) {
        const text = (await staff.locator('.feast-seats-chosen').textContent()) ?? '';
        if (Number(/已选 (\d+)/.exec(text)?.[1] ?? 0) >= 4) break;
        await chips.nth(i).click();
      }
      await shot(staff, 'feast-staff-publish');
      await staff.locator('.feast-publish-submit:visible').click();
      await confirmModal(staff, '发布后将占用所选桌台');
      await staff.locator('.feast-badge:visible', { hasText: '组局中' }).first().waitFor();
      const feast = await server.database.db
        .selectFrom('feast')
        .select(['booking_order_id', 'reservation_date', 'id'])
        .where('id', '=', feastId)
        .executeTakeFirstOrThrow();
      expect(feast.booking_order_id).not.toBeNull();

      const url = `${server.url}/app/pages/sub-user/feast-detail/index?id=${feastId}`;
      const a = await joinAndPay(url, '13912340201');
      const b = await joinAndPay(url, '13912340202');

      // Diner B cancels before the deadline: the seat frees and the deposit goes back.
      await b.page.goto(url);
      await b.page.locator('.feast-cancel:visible').click();
      await confirmModal(b.page, '确定取消报名吗');
      await b.page.locator('.feast-join:visible').waitFor();
      await server.services.jobs.runDue(new Date());
      await joinAndPay(url, '13912340203');

      await staff.goto(`${server.url}/app/pages/sub-store/feast-members/index?id=${feastId}`);
      await staff.locator('.feast-member', { hasText: '已退 ¥100' }).waitFor();
      await shot(staff, 'feast-staff-members');

      // The registration deadline passes with two paid seats: the feast forms.
      await server.services.jobs.runDue(new Date(Date.now() + 6 * 86400_000));
      await staff.goto(`${server.url}/app/pages/sub-store/feast-detail/index?id=${feastId}`);
      await staff.locator('.feast-badge', { hasText: '待到店' }).waitFor();
      await staff.locator('.feast-money--held', { hasText: '¥200' }).waitFor();
      await shot(staff, 'feast-staff-detail');
      await staff.locator('.feast-board:visible').click();
      await staff.locator('.booking-timeline__label', { hasText: 'Hairy crab night' }).first().waitFor();
      await shot(staff, 'feast-staff-board');

      await a.page.goto(url);
      await a.page.locator('.feast-badge', { hasText: '待到店' }).waitFor();
      await shot(a.page, 'feast-diner-detail');
      expect([...staffProblems, ...a.problems].filter((p) => !p.includes('favicon'))).toEqual([]);
    },
  );
});
