import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { refusal, smsLogin } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { bookAtX, deliveriesOf, drain, outboxOf } from './support';

// Each message goes out in its reader's language: the one their account reads
// the app in (from the device at login, and from each change in the app), with
// the store's and the shift's names in that language.

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const db = server.database.db;
  await db
    .updateTable('store')
    .set({ intl_info: JSON.stringify({ name: { 'zh-Hans': '翡翠园', 'zh-Hant': '翡翠園', en: 'Jade Garden' } }) })
    .where('id', '=', f.x.storeId)
    .execute();
  await db
    .updateTable('store_shift')
    .set({ intl_name: JSON.stringify({ 'zh-Hans': '晚市', 'zh-Hant': '晚市', en: 'Dinner' }) })
    .where('id', '=', f.x.dinnerId)
    .execute();
}, 180_000);
afterAll(() => server.close());

async function phoneOf(userId: string) {
  const user = await server.database.db
    .selectFrom('app_user')
    .select(['phone', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { address: `+86 ${user.phone}`, language: user.language };
}

async function smsOf(userId: string, reservationDate: string) {
  return (await outboxOf(server, (await phoneOf(userId)).address))
    .filter((m) => m.channel === 'SMS' && m.content.includes(reservationDate))
    .map((m) => m.content);
}

describe("notifications in the reader's language", () => {
  let english: Caller;

  it('the login code comes in the language the app asks for, and the login keeps it on the account', async () => {
    const { sessionKey, user } = await smsLogin(server, '13900000071', { language: 'en' });
    english = {
      userId: user.model!.id,
      sessionKey,
      client: (service) => server.client(service, { sessionKey }),
    };
    const codes = server.services.smsOutbox!.list().filter((m) => m.phone === '13900000071');
    expect(codes[0].text).toMatch(/^\[FeastBook\] Your verification code is \d{6}\./);
    expect((await phoneOf(english.userId)).language).toBe('en');

    await server
      .client(LoginService, { deviceId: 'hk-phone' })
      .sendVerificationCode({ phoneRegionCode: '86', phone: '13900000072', language: 'zh-Hant' });
    const hant = server.services.smsOutbox!.list().find((m) => m.phone === '13900000072')!;
    expect(hant.text).toMatch(/^【FeastBook】您的驗證碼為\d{6},5分鐘內有效/);
  });

  it('an English diner reads the booking messages in English, with the English store and shift names', async () => {
    const order = await bookAtX(f, english);
    await drain(server);
    const [created] = await smsOf(english.userId, order.reservationDate);
    expect(created).toContain('【Jade Garden】');
    expect(created).toContain('Jade Garden received your booking request for');
    expect(created).toContain('Dinner 18:00 for 2');
    expect(created).not.toMatch(/[\u4e00-\u9fff]/);

    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: order.model!.id });
    await drain(server);
    const confirmed = (await smsOf(english.userId, order.reservationDate))[1];
    expect(confirmed).toBe(
      `【Jade Garden】Jade Garden confirmed your booking on ${order.reservationDate} Dinner 18:00 for 2. Booking code ${order.bookingCode}.`,
    );
  });

  it('a diner who switches the app to Traditional Chinese gets the next messages in it', async () => {
    await f.dinerA.client(AccountService).updateUser({ language: 'zh-Hant' });
    expect((await phoneOf(f.dinerA.userId)).language).toBe('zh-Hant');
    const order = await bookAtX(f, f.dinerA);
    await drain(server);
    const [created] = await smsOf(f.dinerA.userId, order.reservationDate);
    expect(created).toBe(
      `【翡翠園】已收到您在翡翠園 ${order.reservationDate} 晚市 18:00 2位的預訂申請,門店確認後會再通知您。`,
    );
    const rows = await deliveriesOf(server, order.model!.id);
    expect(rows.find((r) => r.channel === 'SMS')?.content).toBe(created);
  });

  it('a language the app does not speak is refused, and the stored one stays', async () => {
    expect(await refusal(f.dinerA.client(AccountService).updateUser({ language: 'fr' }))).toMatchObject({
      code: 'invalid_argument',
    });
    expect((await phoneOf(f.dinerA.userId)).language).toBe('zh-Hant');
  });
});
