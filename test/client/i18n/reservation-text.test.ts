import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { toReservationText } from '@/i18n/reservation-text';
// The me page's texts, which the examples below use, as the me page puts them in force.
import '@/i18n/me-texts';
import { fakeNetwork, jsonFile } from '../support/fake-network';
import { createTestStore } from '../support/test-store';
import { languagesFromChunks } from '../support/language-chunks';

languagesFromChunks();

// The client config's "use reservation text": every message says "reservation"
// where it says "booking", in each language, and only while the flag is on.
describe('reservation wording', () => {
  it.each([
    ['en', 'Book a table', 'Reserve a table'],
    ['en', 'My bookings', 'My reservations'],
    ['en', 'Booking is full, please select again', 'Reservation is full, please select again'],
    ['en', 'You booked 2 tables; she books often', 'You reserved 2 tables; she reserves often'],
    ['en', 'Share it on Facebook or in your notebook', 'Share it on Facebook or in your notebook'],
    ['en', 'Book-out requests', 'Book-out requests'],
    ['zh-Hans', '我的预订', '我的预约'],
    ['zh-Hant', '我的預訂與訂位', '我的預約與預約'],
  ])('%s: "%s" reads "%s"', (language, text, expected) => {
    expect(toReservationText(text, language)).toBe(expected);
  });

  it("follows the loaded client config's flag", async () => {
    await loadLanguage('en');
    const configWith = (useReservationText: boolean) =>
      fakeNetwork([
        jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
          model: { id: '1' },
          config: { common: { useReservationText } },
        }),
      ]);
    const on = createTestStore({ request: configWith(true).request });
    await on.clientConfig.load();
    expect(i18n.t('account.me.myBookings', { lng: 'zh-Hans' })).toBe('我的预约');
    expect(i18n.t('account.me.myBookings', { lng: 'en' })).toBe('My reservations');

    const off = createTestStore({ request: configWith(false).request });
    await off.clientConfig.load();
    expect(i18n.t('account.me.myBookings', { lng: 'zh-Hans' })).toBe('我的预订');
  });
});
