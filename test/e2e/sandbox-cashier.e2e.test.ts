import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { TransactionRepository } from '../../server/domain/payment/transaction.repository';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { launchBrowser, openPhonePage } from './support/browser';

// The sandbox cashier in a real browser: what a payer sees and presses. The
// page's countdown runs on the browser's clock, which Playwright moves.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let diner: { userId: string; sessionKey: string };
const serverNow = new Date('2027-02-01T04:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: () => serverNow });
  ({ browser, close: closeBrowser } = await launchBrowser());
  diner = await server.createUserSession();
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

async function cashierFor(amount: string, expireInSeconds: number) {
  const subject = await server.services.payments.debugSubjects!.create({
    payerUserId: diner.userId,
    amount,
    description: 'Deposit · window table',
    expireTime: new Date(serverNow.getTime() + expireInSeconds * 1000),
  });
  const created = await server.client(PublicTransactionService, { sessionKey: diner.sessionKey }).createTransaction({
    purpose: PaymentPurpose.DEBUG,
    subjectId: subject.id,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
    returnPath: '/app/pages/sub-user/payment-result/index',
  });
  return { url: created.payParams!.kind.value as string, transactionNo: created.transaction!.transactionNo };
}

describe('the sandbox cashier in a browser', () => {
  it('shows the amount and a running countdown, and Pay returns to the app while the notification credits it', async () => {
    const { url, transactionNo } = await cashierFor('12050', 90);
    const { page, problems } = await openPhonePage(browser);
    await page.clock.install();
    await page.goto(url);
    await page.getByTestId('amount').getByText('¥120.50').waitFor();
    expect(await page.getByTestId('countdown').textContent()).toBe('1:30');
    await page.clock.runFor(30_000);
    expect(await page.getByTestId('countdown').textContent()).toBe('1:00');

    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(new RegExp(`/app/pages/sub-user/payment-result/index\\?transactionNo=${transactionNo}$`));
    await server.services.jobs.runDue(serverNow);
    expect((await new TransactionRepository(server.database.db).findByNo(transactionNo))?.status).toBe('SUCCESS');
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
  });

  it('disables Pay when the countdown runs out, in the browser’s language', async () => {
    const { url } = await cashierFor('500', 5);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url);
    const pay = page.getByRole('button', { name: 'Pay' });
    expect(await pay.isEnabled()).toBe(true);
    await page.clock.runFor(6_000);
    expect(await page.getByTestId('countdown').textContent()).toBe('0:00');
    expect(await pay.isDisabled()).toBe(true);
    await page.getByText('The time to pay has run out').waitFor();
    await context.close();
  });
});
