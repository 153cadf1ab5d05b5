import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '@common/request-signature';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import type { TestServer } from '../helpers/test-server';
import { rawCall } from '../helpers/raw-call';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInDiner } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// A diner opens Jade Garden, opens the Mid-Autumn Gift Set (中秋礼盒, in the reader's language), picks 8 pieces,
// buys it and pays in the sandbox cashier, and sees it wait for the seller;
// staff accept, ship and deliver it on their mall screens;
// the diner confirms receipt and sees the order finished.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;
const STAFF_ORDERS = '/grpc/operator-store/mall.v1.StoreMallOrderService';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  // The Bund's manager in the demo data.
  staffSession = (await loginBySms(server.url, '13800000002')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function staffCall<T>(method: string, body: unknown): Promise<T> {
  const path = `${STAFF_ORDERS}/${method}`;
  const answer = await rawCall(server.url, path, JSON.stringify(body), {
    headers: { cookie: `fb_session=${staffSession}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' },
  });
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.json as T;
}

type Order = {
  model: { id: string };
  itemList: Array<{ id: string; quantity: number }>;
  shipmentList?: Array<{ id: string }>;
};

describe('the mall in a browser', () => {
  it('a diner buys a gift set, staff ship it, the diner confirms receipt', { timeout: 300_000 }, async () => {
    const store = (await server.client(StoreService).queryStores({})).list.find((s) => s.name.includes('The Bund'))!;
    const storeId = store.model!.id;
    const { page, context, problems } = await openPhonePage(browser);
    await logInDiner(server.url, context, '13900002201');

    // The store page's shop block, then the product.
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=${storeId}`);
    await visible(page, '[data-testid="mall-block"]').waitFor();
    await page.locator('[data-testid="mall-product"]:visible', { hasText: '中秋礼盒' }).first().click();
    await page.waitForURL(/\/pages\/sub-user\/mall-product-detail\/index/);
    await page.locator('[data-testid="mall-spec-value"]:visible', { hasText: '8个装' }).first().click();
    // Any other spec with a single value is picked already; pick the first offered value of the rest.
    for (const spec of await page.locator('.mall-spec:visible').all()) {
      if ((await spec.locator('.chip--active').count()) === 0) {
        await spec.locator('.chip:not(.chip--disabled)').first().click();
      }
    }
    await visible(page, '[data-testid="mall-price"]').waitFor();
    await shot(page, 'mall-product-detail');
    await visible(page, '.mall-detail__buy').click();

    // Checkout: the diner has no address yet, so they add a pick-up one first.
    await page.waitForURL(/\/pages\/sub-user\/mall-checkout\/index/);
    await visible(page, '.mall-checkout__add-address').click();
    await page.waitForURL(/\/pages\/sub-user\/delivery-address-create\/index/);
    for (const [key, value] of Object.entries({
      contact: '李雷',
      phone: '13900002201',
      province: '上海市',
      city: '上海市',
      district: '黄浦区',
      detail: '中山东一路 1 号',
    })) {
      await visible(page, `.address-form__input--${key} input`).fill(value);
    }
    await visible(page, '.address-form__save').click();
    await page.waitForURL(/\/pages\/sub-user\/mall-checkout\/index/);
    await visible(page, '.mall-address--chosen').waitFor();
    await shot(page, 'mall-checkout');
    await visible(page, '.mall-checkout__confirm').click();

    // The sandbox cashier, then back on the order.
    await page.waitForURL(/\/sandbox-pay\/cashier/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/pages\/sub-user\/mall-order-detail\/index/);
    await server.services.jobs.runDue(new Date());
    await page.reload();
    await page
      .locator('[data-testid="mall-order-status"]:visible', { hasText: '待商家确认' })
      .waitFor({ timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get('id')!;

    // Staff accept it on their mall screens, ship everything with a tracking number, and mark it delivered.
    const staff = await openPhonePage(browser, 1280);
    await addSession(staff.context, server.url, staffSession);
    const desk = staff.page;
    await desk.goto(`${server.url}/app/pages/me/index`);
    await desk.locator('.mode-switch__option--merchant:visible').click();
    await desk.locator('.nav-bar__title', { hasText: '经营' }).waitFor();
    await desk.goto(`${server.url}/app/pages/sub-store/mall-order-list/index`);
    await desk.locator('.mall-order-list__row:visible').first().click();
    await visible(desk, '.mall-order-detail__accept').click();
    await visible(desk, '.mall-order-detail__ship').click();
    // The parcel proposes everything not yet shipped.
    // The carrier comes from the list, in the reader's language.
    await desk.locator('.setup-field--carrier .setup-choice__item:visible', { hasText: '顺丰速运' }).click();
    await visible(desk, '.setup-field--tracking input').fill('SF1234567890');
    await visible(desk, '.mall-shipment-form__submit').click();
    await expect.poll(() => visible(desk, '.mall-shipment__status').textContent()).toBe('运输中');
    await visible(desk, '.mall-shipment__deliver').click();
    await desk.locator('.taro-model__confirm:visible').click();
    await expect.poll(() => desk.locator('.mall-shipment__deliver:visible').count()).toBe(0);
    await shot(desk, 'mall-staff-order-delivered');
    expect(staff.problems).toEqual([]);
    const { order } = await staffCall<{ order: Order & { status: string } }>('GetStoreMallOrder', { storeId, orderId });
    expect(order.status).toBe('WAIT_BUYER_CONFIRM_RECEIVE');

    await page.reload();
    await page.getByText('顺丰速运 运单号 SF1234567890').first().waitFor();
    await visible(page, '.mall-order__receive').click();
    await page.locator('.taro-model__confirm:visible').click();
    await page.locator('[data-testid="mall-order-status"]:visible', { hasText: '已完成' }).waitFor();
    await shot(page, 'mall-order-finished');

    // And it is in the list's finished tab.
    await page.goto(`${server.url}/app/pages/sub-user/mall-order-history/index`);
    await visible(page, '.mall-tab--finished').click();
    await page.locator('[data-testid="mall-order"]:visible', { hasText: '中秋礼盒' }).first().waitFor();
    expect(problems).toEqual([]);
  });
});
