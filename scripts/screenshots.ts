// `npm run screenshots [-- <dir>]` (after `npm run build:h5`): the booking board at the
// host stand's tablet (1280x800) and a laptop (1440x900), and home on a phone
// (390x844), in each interface language, against the demo data; PNGs into <dir>
// (default docs/screenshots). Chinese is drawn with the machine's CJK fonts
// (fonts-noto-cjk), as a Chinese reader's device draws it: without them Chromium
// draws boxes, and the pictures show layouts nobody sees.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LANGUAGES, type Language } from '../src/i18n/language';
import { startAppServer } from '../test/e2e/support/app-server';
import { assertCjkFonts, launchBrowser } from '../test/e2e/support/browser';
import { addSession, loginBySms } from '../test/e2e/support/staff-session';

const OUT = path.resolve(process.argv[2] || 'docs/screenshots');
const STAFF_PHONE = '13800000002';

async function openAt(browser: Browser, size: { width: number; height: number }, language: Language) {
  const context = await browser.newContext({ viewport: size, locale: 'zh-CN', hasTouch: size.width === 1280 });
  await context.addInitScript((lang) => {
    localStorage.setItem('welcome.seen', '1');
    localStorage.setItem('settings.language', lang);
  }, language);
  return context;
}

async function main() {
  assertCjkFonts();
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startAppServer();
  const { browser, close } = await launchBrowser();
  try {
    const { session } = await loginBySms(server.url, STAFF_PHONE);
    for (const language of LANGUAGES) {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1440, height: 900 },
      ]) {
        const context = await openAt(browser, size, language);
        await addSession(context, server.url, session);
        const page = await context.newPage();
        await page.goto(`${server.url}/app/pages/me/index`);
        await page.evaluate(() => localStorage.setItem('operator.type', 'STORE'));
        await page.goto(`${server.url}/app/pages/sub-store/booking-home/index`);
        await page.locator('.board-header__store-name').first().waitFor({ timeout: 60_000 });
        // The demo's bookings are tomorrow's.
        await page.locator('.board-header__step').nth(1).click();
        await page.locator('.booking-timeline__block').first().waitFor({ timeout: 60_000 });
        const file = path.join(OUT, `board-${size.width}x${size.height}-${language}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
      const context = await openAt(browser, { width: 390, height: 844 }, language);
      const page = await context.newPage();
      await page.goto(`${server.url}/app/pages/home/index`);
      await page.locator('.home-store-card, .store-card').first().waitFor({ timeout: 60_000 });
      // Let the cards' pictures arrive.
      await page.waitForLoadState('networkidle');
      const file = path.join(OUT, `home-390x844-${language}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  } finally {
    await close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
