import { STAFF_SETUP_PAGES, STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { checkShiftForm, checkTableForm, checkTagContent, parseTimeOfDay } from '@/utils/setup-form-rules';

// app.config.ts calls Taro's build-time global; here it hands the config back.
(globalThis as unknown as { defineAppConfig: (c: unknown) => unknown }).defineAppConfig = (c) => c;
const appConfig = require('@/app.config').default as unknown;

describe('the store-setup pages', () => {
  it('are registered in the sub-store subpackage under the names the routes use', () => {
    const subStore = (appConfig as { subPackages: Array<{ root: string; pages: string[] }> }).subPackages.find(
      (p) => p.root === 'pages/sub-store',
    );
    expect(subStore?.pages).toEqual(expect.arrayContaining(STAFF_SETUP_PAGES));
    expect(STAFF_SETUP_ROUTES.dinerRisk).toBe('/pages/sub-store/diner-risk/index');
  });
});

describe('setup form rules', () => {
  it('reads times of day up to 47:59:59 for shifts past midnight', () => {
    expect([parseTimeOfDay('9:05'), parseTimeOfDay('23:59:59'), parseTimeOfDay('25:30')]).toEqual([
      32_700, 86_399, 91_800,
    ]);
    expect([parseTimeOfDay('48:00'), parseTimeOfDay('12:60'), parseTimeOfDay('noon')]).toEqual([null, null, null]);
  });

  it('normalises a shift end ending in 9 and bounds the shift to a day', () => {
    const shift = (start: string, end: string, intervalMinutes = '30') =>
      checkShiftForm({ name: 'x', start, end, intervalMinutes });
    expect(shift('11:00', '13:59:59')).toEqual({ ok: true, startSecond: 39_600, endSecond: 50_400, deltaSecond: 1800 });
    expect(shift('22:00', '26:00')).toMatchObject({ ok: true, endSecond: 93_600 });
    expect(shift('', '13:00')).toEqual({ ok: false, error: 'chooseStartTimeFirst' });
    expect(shift('10:00', '34:30')).toEqual({ ok: false, error: 'invalidShiftTime' });
    expect(shift('10:00', '11:00', '61')).toEqual({ ok: false, error: 'intervalInvalid' });
  });

  it('checks seat and table counts', () => {
    const table = (extra: Record<string, string>) =>
      checkTableForm({
        name: 'A',
        seatCapacity: '4',
        tableCount: '2',
        fixedTableCount: '',
        minTablesPerBooking: '',
        maxTablesPerBooking: '',
        minSeatsPerOrder: '',
        ...extra,
      });
    expect(table({})).toBeNull();
    expect(table({ seatCapacity: '' })).toBe('invalidSeatCount');
    expect(table({ tableCount: '1000' })).toBe('invalidTableCount');
    expect(table({ minTablesPerBooking: '2', maxTablesPerBooking: '1' })).toBe('invalidTableCount');
    expect(table({ maxTablesPerBooking: '2', minSeatsPerOrder: '8' })).toBeNull();
  });

  it('wants tag content, unique ignoring case', () => {
    const tags = [{ id: '1', content: 'VIP' }];
    expect(checkTagContent(' ', tags)).toBe('tagContentRequired');
    expect(checkTagContent('vip', tags)).toBe('tagExists');
    expect(checkTagContent('vip', tags, '1')).toBeNull();
  });
});
