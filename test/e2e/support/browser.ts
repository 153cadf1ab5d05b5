import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium on Linux finds its fonts through fontconfig. Without a font that has
 * Chinese glyphs it draws every Chinese character as a box of its own width, and the
 * layouts the tests measure (and the screenshots) are ones no Chinese reader sees.
 */
export function assertCjkFonts(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
  } catch {
    // Without fontconfig's tools there is no asking which fonts Chromium will find.
  }
  if (!families.trim()) {
    throw new Error(
      'no font with Chinese glyphs (fc-list :lang=zh-cn): apt-get install -y fonts-noto-cjk fontconfig, ' +
        'or Chromium draws Chinese as boxes',
    );
  }
}

/** Headless Debian Chromium with the flags that work as root on these machines (TOOLCHAIN.md). */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  assertCjkFonts();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    // Playwright gives each launch a fresh, temporary profile of its own.
    close: () => browser.close(),
  };
}

/**
 * Marks the browser as a device that has seen the first-open welcome
 * (routing/welcome.ts), so a journey that opens home finds home; the welcome's own
 * test leaves it out.
 */
export async function skipWelcome(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('welcome.seen', '1'));
}

/** A page at a phone's size, collecting console errors and failed requests for assertions. */
export async function openPhonePage(browser: Browser, width = 390, options: { welcome?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'zh-CN' });
  if (!options.welcome) await skipWelcome(context);
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, context, problems };
}
