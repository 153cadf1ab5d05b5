import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { paymentItemText } from '../../../server/domain/payment/payment-item-text';
import { makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buyMany, createEvent, eventInput } from '../ticketing/ticketing-fixture';

// What a payment is for, as the cashier and the channel show it, in the
// language its payer reads the app in.
const clock = testClock('2026-11-25T10:00:00Z');
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const setLanguage = (who: Caller, language: string) =>
  server.database.db.updateTable('app_user').set({ language }).where('id', '=', who.userId).execute();

async function itemShown(who: Caller, quantity: number) {
  const input = eventInput(clock, {
    intlTitle: { zhHans: '勃艮第葡萄酒晚宴', zhHant: '勃艮第葡萄酒晚宴', en: '' },
  } as never);
  const { eventId, ticketId } = await createEvent(f, input);
  const [first] = await buyMany(who, eventId, ticketId, quantity);
  const { transaction } = await f.server
    .client(PublicTransactionService, { sessionKey: who.sessionKey })
    .createTransaction({
      purpose: PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER,
      subjectId: first.model!.id,
      channel: PaymentChannel.SANDBOX,
      method: PaymentMethod.ALIPAY_APP_PAY,
      returnPath: '/app/pages/sub-user/ticketing-event-ticket-voucher/index',
    });
  return transaction!.description;
}

describe("a payment's item text", () => {
  it("is in the payer's language, the event named in it where staff gave that language", async () => {
    await setLanguage(f.dinerA, 'zh-Hant');
    expect(await itemShown(f.dinerA, 2)).toBe('2 張門票：勃艮第葡萄酒晚宴');
    await setLanguage(f.dinerB, 'en');
    // English was left empty: the title staff typed first.
    expect(await itemShown(f.dinerB, 1)).toBe('Ticket: Burgundy wine dinner');
  });

  it('words each purpose in each language, with its reference', () => {
    const deposit = { kind: 'BOOKING_DEPOSIT', ref: 'BK0000000048' } as const;
    expect(['zh-Hans', 'zh-Hant', 'en', ''].map((l) => paymentItemText(deposit, l))).toEqual([
      '订金 BK0000000048',
      '訂金 BK0000000048',
      'Booking deposit BK0000000048',
      '订金 BK0000000048',
    ]);
    expect(paymentItemText({ kind: 'MALL_ORDER', ref: '77' }, 'zh-Hant')).toBe('商城訂單 77');
    expect(paymentItemText({ kind: 'ACCOUNT_CHECK' }, 'zh-Hans')).toBe('账户验证（将退还）');
  });
});
