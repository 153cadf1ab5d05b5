import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswer } from '../helpers/identity';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { visible } from './support/login';

// A phone that already had two codes this hour asks for a third: the login
// page shows the server's question, a wrong answer brings a new one and
// sends nothing, the right answer sends the code and the person logs in.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
const PHONE = '13900000031';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function outbox(): Promise<Array<{ phone: string; code: string }>> {
  return (
    (await (await fetch(`${server.url}/dev/sms-outbox?format=json`)).json()) as {
      list: Array<{ phone: string; code: string }>;
    }
  ).list.filter((m) => m.phone === PHONE);
}

/** Two codes sent to the phone ten and five minutes ago (their texts long gone). */
async function twoEarlierCodes(): Promise<void> {
  const now = Date.now();
  for (const minutesAgo of [10, 5]) {
    const at = new Date(now - minutesAgo * 60_000);
    await server.database.db
      .insertInto('sms_verification')
      .values({
        purpose: 'LOGIN',
        phone_region_code: '86',
        phone: PHONE,
        code_hash: '0'.repeat(64),
        salt: 'earlier',
        create_time: at,
        expire_time: new Date(at.getTime() + 5 * 60_000),
      })
      .execute();
  }
}

/** The server's message, shown as a toast (short) by the error catalogue. */
async function told(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor();
}

/**
 * The sum a person reads off the picture the page shows: the newest unchecked
 * question's (the response carries it only as an image).
 */
async function answerShown(): Promise<string> {
  const row = await server.database.db
    .selectFrom('captcha_challenge')
    .select('token')
    .where('check_time', 'is', null)
    .orderBy('create_time', 'desc')
    .executeTakeFirstOrThrow();
  return captchaAnswer(server, row.token);
}

describe('the captcha before an SMS code, in a browser', () => {
  it('asks the question, refuses a wrong answer without sending, and sends after the right one', async () => {
    await twoEarlierCodes();
    const { page, problems } = await openPhonePage(browser, 390);
    await page.goto(`${server.url}/app/pages/sub-user/login-phone/index?type=agree`);
    await visible(page, '.login-phone__phone input').fill(PHONE);
    await visible(page, '.login-phone__submit').click();
    await told(page, '发送验证码前请先回答验证问题');
    const question = visible(page, '[data-testid="captcha-question"]');
    await question.waitFor();
    expect(await outbox()).toEqual([]);
    await shot(page, 'login-captcha-390');

    // Drawn, not written: the picture is the server's image and no digit of it is text on the page.
    expect(
      await question.evaluate(
        (el) => ((el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement | null)?.src ?? '',
      ),
    ).toMatch(/^data:image\/svg\+xml;base64,/);
    const firstSrc = await question.evaluate(
      (el) => ((el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement | null)?.src ?? '',
    );
    await visible(page, '.captcha-panel__answer input').fill(String(Number(await answerShown()) + 1));
    await visible(page, '.captcha-panel__submit').click();
    await told(page, '答案不正确，请回答新的问题');
    // Still nothing sent; the panel holds a new question.
    expect(await outbox()).toEqual([]);
    await expect
      .poll(() =>
        question.evaluate(
          (el) => ((el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement | null)?.src ?? '',
        ),
      )
      .not.toBe(firstSrc);
    await visible(page, '.captcha-panel__answer input').fill(await answerShown());
    await visible(page, '.captcha-panel__submit').click();
    await page.locator('.nav-bar__title:visible', { hasText: '输入验证码' }).waitFor();
    await expect.poll(async () => (await outbox()).length).toBe(1);
    const [{ code }] = await outbox();
    await visible(page, '.login-code__input input').fill(code);
    await page.locator('.nav-bar__title:visible', { hasText: '完善资料' }).waitFor({ timeout: 20_000 });
    // The refused sends answered 400 on purpose; nothing else went wrong.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });
});
