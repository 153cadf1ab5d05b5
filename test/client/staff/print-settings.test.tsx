import { create } from '@bufbuild/protobuf';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingPrintPreviewPage from '@/pages/sub-store/booking-print-preview/index';
import { printGroups } from '@/components/print-sheet';
import { BookingOrderSchema, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreShiftSchema } from '@gen/store/v1/shift_pb';
import { StoreTableSchema } from '@gen/store/v1/table_pb';
import { DEFAULT_PRINT_SETTINGS, parsePrintSettings, type PrintSettings } from '@/stores/staff';
import { PrintSettingsStore, PRINT_SETTINGS_KEY } from '@/stores/staff/print-settings.store';
import { createMemoryStorage } from '@/platform/memory-storage';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { staffNetwork, tomorrow } from '../support/staff-fixtures';

describe('print settings', () => {
  it('reads a stored copy, replacing anything unknown by the default', () => {
    expect(parsePrintSettings(null)).toEqual(DEFAULT_PRINT_SETTINGS);
    expect(parsePrintSettings('not json')).toEqual(DEFAULT_PRINT_SETTINGS);
    expect(
      parsePrintSettings(
        JSON.stringify({ columns: 3, fontSize: 'huge', fields: ['phone', 'bogus', 'time'], emptyTables: true }),
      ),
    ).toEqual({
      ...DEFAULT_PRINT_SETTINGS,
      columns: 3,
      emptyTables: true,
      // Kept in print order, unknown ones dropped.
      fields: ['time', 'phone'],
    });
  });

  it('are kept on the device, and the last field cannot be turned off', () => {
    const storage = createMemoryStorage();
    const print = new PrintSettingsStore(storage);
    print.set('orientation', 'landscape');
    for (const f of ['table', 'name', 'phone', 'people', 'remark'] as const) print.toggleField(f);
    expect(print.settings.fields).toEqual(['time']);
    print.toggleField('time');
    expect(print.settings.fields).toEqual(['time']);
    print.toggleField('orderNo');
    expect(new PrintSettingsStore(storage).settings).toMatchObject({
      orientation: 'landscape',
      fields: ['time', 'orderNo'],
    });
    expect(JSON.parse(storage.get(PRINT_SETTINGS_KEY)!).orientation).toBe('landscape');
  });

  it('set the paper of the print: orientation and margin as an @page rule', () => {
    const print = new PrintSettingsStore(createMemoryStorage());
    print.set('orientation', 'landscape');
    print.set('margin', 'narrow');
    print.applyPage();
    const rule = () => Array.from(document.querySelectorAll('style')).map((e) => e.textContent ?? '');
    expect(rule()).toContain('@page { size: A4 landscape; margin: 5mm; }');
    const printed = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    print.set('margin', 'wide');
    expect(print.printNow()).toBe(true);
    expect(printed).toHaveBeenCalledTimes(1);
    expect(rule()).toContain('@page { size: A4 landscape; margin: 20mm; }');
    printed.mockRestore();
  });
});

const h = (hours: number) => hours * 3600;
const tables = [
  create(StoreTableSchema, {
    name: 'A',
    itemList: [
      { model: { id: 'a1' }, name: 'A1', sort: 1 },
      { model: { id: 'a2' }, name: 'A2', sort: 2 },
    ],
  }),
  create(StoreTableSchema, { name: 'B', itemList: [{ model: { id: 'b1' }, name: 'B1', sort: 1 }] }),
];
const shifts = [
  create(StoreShiftSchema, { model: { id: 'l' }, name: 'Lunch' }),
  create(StoreShiftSchema, { model: { id: 'd' }, name: 'Dinner' }),
];
const order = (id: string, item: string, shift: string, start: number, over: Record<string, unknown> = {}) =>
  create(BookingOrderSchema, {
    model: { id },
    status: Status.WAIT_SERVICE,
    storeShiftId: shift,
    storeTableItemIdList: [item],
    reservationStartSecond: start,
    reservationEndSecond: start + h(2),
    diner: { lastName: `Guest${id}`, phone: `1390000000${id}`, phoneRegionCode: '86' },
    peopleCount: 2,
    orderNo: `NO${id}`,
    ...over,
  });
const orders = [
  order('2', 'b1', 'd', h(19)),
  order('1', 'a1', 'l', h(12), { dinerRemark: 'window' }),
  order('3', 'a1', 'd', h(18)),
  order('4', 'a2', 'd', h(18), { status: Status.CLOSED }),
];
const itemName: Record<string, string> = { a1: 'A1', a2: 'A2', b1: 'B1' };
const text = {
  status: () => '',
  tables: (o: { storeTableItemIdList: string[] }) => o.storeTableItemIdList.map((i) => itemName[i]).join('+'),
  tags: () => '',
  taker: () => '',
  channel: () => '',
  all: 'All',
  otherShift: 'Other',
};
const groups = (over: Partial<PrintSettings>) =>
  printGroups({ orders, tables, shifts, settings: { ...DEFAULT_PRINT_SETTINGS, ...over }, text }).map((g) => [
    g.title,
    g.rows.map((r) => (r.empty ? `(${r.cells.table})` : `${r.cells.time} ${r.cells.name ?? ''}`.trim())),
  ]);

describe('the day sheet’s rows', () => {
  it('groups by shift, by table or not at all, by time, leaving closed bookings off', () => {
    expect(groups({ grouping: 'shift' })).toEqual([
      ['Lunch', ['12:00 Guest1']],
      ['Dinner', ['18:00 Guest3', '19:00 Guest2']],
    ]);
    expect(groups({ grouping: 'table' })).toEqual([
      ['A1', ['12:00 Guest1', '18:00 Guest3']],
      ['B1', ['19:00 Guest2']],
    ]);
    expect(groups({ grouping: 'none' })).toEqual([['All', ['12:00 Guest1', '18:00 Guest3', '19:00 Guest2']]]);
  });

  it('adds the free tables when asked', () => {
    expect(groups({ grouping: 'table', emptyTables: true })).toEqual([
      ['A1', ['12:00 Guest1', '18:00 Guest3']],
      ['A2', ['(A2)']],
      ['B1', ['19:00 Guest2']],
    ]);
    expect(groups({ grouping: 'shift', emptyTables: true })).toEqual([
      ['Lunch', ['12:00 Guest1', '(A2)', '(B1)']],
      ['Dinner', ['18:00 Guest3', '19:00 Guest2', '(A2)']],
    ]);
  });

  it('prints only the chosen fields, the phone in full or its last four', () => {
    const rows = (over: Partial<PrintSettings>) =>
      printGroups({
        orders,
        tables,
        shifts,
        settings: { ...DEFAULT_PRINT_SETTINGS, grouping: 'none', ...over },
        text,
      })[0].rows[0].cells;
    expect(rows({ fields: ['name', 'phone'], phone: 'lastFour' })).toEqual({ name: 'Guest1', phone: '0001' });
    expect(rows({ fields: ['phone', 'orderNo', 'remark'], phone: 'full' })).toEqual({
      phone: '13900000001',
      orderNo: 'NO1',
      remark: 'window',
    });
  });
});

describe('print preview page', () => {
  it('shows the day’s sheet and follows every setting at once', async () => {
    const store = createTestStore({ request: staffNetwork().request });
    const { container, getByText } = await bootPage(BookingPrintPreviewPage, {
      path: '/pages/sub-store/booking-print-preview/index',
      params: { date: tomorrow() },
      store,
    });
    await waitFor(() =>
      expect(container.querySelectorAll('.print-sheet__row:not(.print-sheet__row--head)').length).toBe(4),
    );
    const sheet = () => container.querySelector('.print-sheet')!;
    expect(sheet().className).toContain('print-sheet--cols-1');
    expect(Array.from(container.querySelectorAll('.print-sheet__group-title')).map((e) => e.textContent)).toEqual([
      'Lunch',
      'Dinner',
    ]);
    expect(container.querySelector('.print-sheet__row:not(.print-sheet__row--head)')?.textContent).toContain('0011');

    const choose = (row: string, label: string) =>
      act(async () => {
        const chip = Array.from(container.querySelectorAll(`.print-settings__row--${row} .staff-form__chip`)).find(
          (c) => c.textContent === label,
        );
        fireEvent.click(chip!);
      });
    await choose('columns', '3栏');
    await choose('fontSize', '特大');
    await choose('divider', '留白');
    await choose('orientation', '横向');
    await choose('margin', '窄');
    await choose('phone', '完整');
    await choose('grouping', '按桌位');
    expect(sheet().className).toBe(
      'print-sheet print-sheet--cols-3 print-sheet--font-xlarge print-sheet--divider-space print-sheet--landscape',
    );
    expect(container.querySelector('.print-sheet__row:not(.print-sheet__row--head)')?.textContent).toContain(
      '13900000013',
    );
    expect(Array.from(container.querySelectorAll('.print-sheet__group-title')).map((e) => e.textContent)).toEqual([
      'VIP Room',
      'C1',
      'B1',
      'A1',
    ]);
    // B2 has no booking: left off until free tables are asked for.
    expect(document.getElementById('fb-print-page')?.textContent).toBe('@page { size: A4 landscape; margin: 5mm; }');
    await choose('emptyTables', '显示');
    expect(container.textContent).toContain('B2 （空桌）');
    await choose('fields', '订单号');
    expect(container.querySelector('.print-sheet__row--head')?.textContent).toContain('订单号');
    expect(getByText('打印')).toBeTruthy();
  });
});
