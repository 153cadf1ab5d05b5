import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { logInWithPhoneCode, logOut, payInSandboxCashier } from './support/diner-steps';
import { MiniApp } from './support/mini-app';
import { logInToMerchantTools } from './support/staff-steps';
import { startWeappServer } from './support/weapp-server';

// A feast in the WeChat mini-program against the real server: the store's staff
// member creates one and publishes it onto tables, a diner joins and pays the deposit
// through the sandbox channel in the web-view.
const DIST = path.resolve(__dirname, '../../dist/weapp');
const STAFF_PHONE = '13800000002';
let server: TestServer;
let app: MiniApp;
let feastId = '';

beforeAll(async () => {
  server = await startWeappServer();
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
  await app.reLaunch('/pages/home/index');
});
afterAll(async () => {
  await server?.close();
});

describe('a feast in the WeChat mini-program', () => {
  it('staff create a feast and publish it onto tables', async () => {
    await logInToMerchantTools(app, server.url, STAFF_PHONE);
    // merchant mode's feast tab (the diners' feast tab leads there for staff)
    const feasts = await app.reLaunch('/pages/sub-store/feast-tab/index');
    await feasts.waitForElement('feast-create');
    await feasts.tap('feast-create');
    const create = await app.waitForPage('pages/sub-store/feast-create/index');
    await create.waitForElement('feast-input-title');
    await create.input('feast-input-title', 'Hairy crab night');
    await create.input('feast-input-participantCount', '4');
    await create.input('feast-input-minParticipantCount', '2');
    await create.input('feast-input-depositYuan', '100');
    await create.tap('feast-save');
    await app.waitFor(() => app.current.route === 'pages/sub-store/feast-detail/index', 'the new feast');
    const detail = app.current;
    await detail.waitForElement('feast-badge', '待发布');
    feastId = detail.query.id ?? '';

    await detail.tap('feast-publish');
    const publish = await app.waitForPage('pages/sub-store/feast-publish/index');
    await publish.waitForElement('feast-table-item');
    // Tables enough for four: table items from the last until the four seats are covered.
    for (const chip of publish.all('feast-table-item').reverse()) {
      const chosen = /已选 (\d+)/.exec(publish.find('feast-seats-chosen').textContent ?? '')?.[1];
      if (Number(chosen ?? 0) >= 4) break;
      await publish.tapElement(chip);
    }
    // The host's modal ('publishing takes the chosen tables') is confirmed.
    await publish.tap('feast-publish-submit');
    await app.waitFor(() => app.current.route === 'pages/sub-store/feast-detail/index', 'the published feast');
    await app.current.waitForElement('feast-badge', '组局中');
    expect(app.host.notices.some((n) => n.api === 'showModal' && /发布后将占用所选桌台/.test(n.content ?? ''))).toBe(
      true,
    );
    expect(app.errors).toEqual([]);
  });

  it('a diner joins and pays the deposit through the sandbox channel', async () => {
    await logOut(app);
    await logInWithPhoneCode(app, server.url, '13912345101');
    const feast = await app.reLaunch(`/pages/sub-user/feast-detail/index?id=${feastId}`);
    await feast.waitForElement('feast-join');
    await feast.tap('feast-join');
    const info = await app.waitForPage('pages/sub-user/feast-join-info/index');
    await info.waitForElement('feast-next');
    await info.tap('feast-next');
    const confirm = await app.waitForPage('pages/sub-user/feast-join-confirm/index');
    await confirm.waitForElement('feast-confirm');
    await confirm.tap('feast-confirm');
    // Joined: back on the feast, with the deposit to pay.
    await app.waitFor(() => app.current !== confirm, 'the feast again');
    const joined = await app.waitForPage('pages/sub-user/feast-detail/index');
    await joined.waitForElement('feast-pay');
    // The pay button shows before the page has the payment options, and a tap then does
    // nothing (feast-detail.store.ts pay()); a person taps again, and so does this.
    const cashierOpen = () => app.current.route === 'pages/sub-user/webview/index';
    for (let attempt = 0; attempt < 5 && !cashierOpen(); attempt++) {
      await joined.tap('feast-pay');
      await app.waitFor(cashierOpen, 'the cashier', 4000).catch(() => undefined);
    }
    const webview = await app.waitForPage('pages/sub-user/webview/index');
    await payInSandboxCashier(server.url, decodeURIComponent(webview.query.src ?? ''));
    await app.navigateBack();
    const back = await app.waitForPage('pages/sub-user/feast-back/index');
    await server.services.jobs.runDue(new Date());
    await back.waitForElement('feast-back__result', '订金已支付', 20_000);
    expect(app.errors).toEqual([]);
  });
});
