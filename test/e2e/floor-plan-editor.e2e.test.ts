import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, skipWelcome } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// A manager puts a table where it stands in the demo room, saves the plan, and finds
// it there on the board's floor view: the real H5 build against the real server.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'laptop', width: 1440, height: 900 },
] as const;
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;

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
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The part of the screen in front: Taro keeps earlier pages in the document, hidden. */
const front = (page: Page, selector: string, hasText?: string) =>
  page.locator(`${selector}:visible`, hasText ? { hasText } : undefined).first();

async function staffPage(viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'en-US',
    hasTouch: viewport.name === 'tablet',
  });
  await addSession(context, server.url, staffSession);
  await skipWelcome(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${server.url}/app/pages/me/index`);
  await page.evaluate(() => {
    localStorage.setItem('operator.type', 'STORE');
    localStorage.setItem('settings.language', 'en');
  });
  return { page, problems };
}

/** A table's spot on a drawn plan, in percent of the plan, as its style says. */
async function spotOf(page: Page, selector: string, name: string) {
  return front(page, selector, name).evaluate((el) => ({
    left: parseFloat((el as HTMLElement).style.left),
    top: parseFloat((el as HTMLElement).style.top),
  }));
}

describe('the floor plan editor', () => {
  it('takes a table off the plan, puts it back, drags it across the room, and the board shows it there', async () => {
    const { page, problems } = await staffPage(VIEWPORTS[0]);
    await page.goto(`${server.url}/app/pages/admin/index`);
    await front(page, '.store-setup-entry__link--floorPlans').click();
    await front(page, '.floor-plan-page__plan', 'Main hall').waitFor({ timeout: 20_000 });
    await front(page, '.fp-editor__all-placed').waitFor();
    await shot(page, 'phone-floor-plan-editor');

    // A1 off the plan: it waits in the palette.
    await front(page, '.fp-editor__table', 'A1').click();
    await front(page, '.fp-editor__remove').click();
    await front(page, '.fp-editor__palette-item', 'A1').click();
    const placed = front(page, '.fp-editor__table', 'A1');
    const box = (await placed.boundingBox())!;
    const room = (await front(page, '.fp-editor__room').boundingBox())!;
    // Drag it with the mouse to the free corner right of A4, above the private room.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const to = { x: room.x + room.width * 0.85, y: room.y + room.height * 0.24 };
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    const edited = await spotOf(page, '.fp-editor__table', 'A1');
    expect(edited.left).toBeGreaterThan(70);
    expect(edited.top).toBeGreaterThan(10);
    expect(edited.top).toBeLessThan(30);
    await front(page, '.fp-editor__rotate').click();
    await shot(page, 'phone-floor-plan-editor-dragged');
    await front(page, '.floor-plan-page__save').click();
    await front(page, '.floor-plan-page__save', 'Saved').waitFor();

    // The board's floor view draws the room with A1 where it now stands, turned.
    await page.goto(`${server.url}/app/pages/sub-store/booking-home/index`);
    await front(page, '.board-filters__view').click();
    const tile = front(page, '.floor-plan__tile--placed', 'A1');
    await tile.waitFor({ timeout: 20_000 });
    const onBoard = await spotOf(page, '.floor-plan__tile--placed', 'A1');
    expect(onBoard.left).toBeCloseTo(edited.left, 1);
    expect(onBoard.top).toBeCloseTo(edited.top, 1);
    expect(await tile.evaluate((el) => (el as HTMLElement).style.transform)).toBe('rotate(15deg)');
    await shot(page, 'phone-board-floor');
    expect(problems).toEqual([]);
  });

  it.each(VIEWPORTS.slice(1))('fits the room and its tables on a $width x $height screen', async (viewport) => {
    const { page, problems } = await staffPage(viewport);
    await page.goto(`${server.url}/app/pages/sub-store/store-floor-plan/index`);
    await front(page, '.fp-editor__room').waitFor({ timeout: 20_000 });
    await front(page, '.fp-editor__table', 'VIP Room').waitFor();
    const room = (await front(page, '.fp-editor__room').boundingBox())!;
    expect(room.x + room.width).toBeLessThanOrEqual(viewport.width);
    await shot(page, `${viewport.name}-floor-plan-editor`);
    if (viewport.name === 'tablet') {
      // The host stand's tablet: a finger drags the private room up towards the window.
      const vip = (await front(page, '.fp-editor__table', 'VIP Room').boundingBox())!;
      const before = await spotOf(page, '.fp-editor__table', 'VIP Room');
      const cdp = await page.context().newCDPSession(page);
      const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
      const start = { x: vip.x + vip.width / 2, y: vip.y + vip.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(start.x, start.y) });
      for (let i = 1; i <= 6; i++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(start.x, start.y - (room.height * 0.2 * i) / 6),
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const after = await spotOf(page, '.fp-editor__table', 'VIP Room');
      expect(after.left).toBeCloseTo(before.left, 0);
      expect(before.top - after.top).toBeGreaterThan(15);
    }
    expect(problems).toEqual([]);
  });
});
