import { describe, expect, it } from 'vitest';
import { depositAmountFor } from '../../../server/domain/booking/deposit-policy';
import type { DepositPolicyRecord } from '../../../server/domain/booking/booking-rule.repository';
import type { UsedRecord } from '../../../server/domain/booking/occupancy.repository';
import { allocate } from '../../../server/domain/booking/slot-engine';
import { mergeUsedTableItems } from '../../../server/domain/booking/used-table-merge';
import type { TableRecord } from '../../../server/domain/store/table.repository';

function table(id: string, seats: number, count: number, extra: Partial<TableRecord> = {}): TableRecord {
  const now = new Date();
  return {
    id,
    storeId: '1',
    name: `T${id}`,
    remarkName: '',
    weight: 0,
    seatCapacity: seats,
    bookingLimit: 0,
    quickPickIntervalSecond: 0,
    photo: null,
    status: 'NORMAL',
    minSeatsPerOrder: 0,
    minSeatsPerFeast: 0,
    tableCount: count,
    fixedTableCount: extra.fixedTableCount ?? 0,
    remainingCountReminder: 0,
    minTablesPerBooking: 1,
    maxTablesPerBooking: 1,
    createTime: now,
    updateTime: now,
    ...extra,
    items: Array.from({ length: count }, (_, i) => ({
      id: `${id}${i}`,
      storeId: '1',
      tableId: id,
      name: `T${id}-${i}`,
      sort: i,
      fixed: i < (extra.fixedTableCount ?? 0),
      createTime: now,
      updateTime: now,
    })),
  };
}

const free = () => true;

describe('table allocation', () => {
  it('takes the smallest single table that seats the party, then the higher weight', () => {
    const tables = [table('1', 6, 1), table('2', 4, 1, { weight: 1 }), table('3', 4, 1, { weight: 5 })];
    expect(allocate(tables, 3, free)).toEqual({ tableId: '3', itemIds: ['30'], seats: 4 });
    expect(allocate(tables, 5, free)?.tableId).toBe('1');
  });

  it('joins items of one kind only when no single table fits, fewest seats first, never fixed items', () => {
    const tables = [
      table('1', 4, 3, { maxTablesPerBooking: 3, fixedTableCount: 1 }),
      table('2', 6, 2, { maxTablesPerBooking: 2 }),
    ];
    // 10 people: 2 x 6 = 12 seats beats 3 x 4 = 12? equal seats, fewer items wins.
    expect(allocate(tables, 10, free)).toEqual({ tableId: '2', itemIds: ['20', '21'], seats: 12 });
    // 8 people: 2 x 4 = 8 from the non-fixed items of table 1.
    expect(allocate(tables, 8, free)).toEqual({ tableId: '1', itemIds: ['11', '12'], seats: 8 });
    // 13 people: nothing can.
    expect(allocate(tables, 13, free)).toBeUndefined();
  });

  it('honours min tables per booking, min seats per order, free items and a requested quantity', () => {
    const banquet = table('1', 10, 4, { minTablesPerBooking: 2, maxTablesPerBooking: 4 });
    expect(allocate([banquet], 4, free)?.itemIds).toHaveLength(2);
    const room = table('2', 12, 1, { minSeatsPerOrder: 6 });
    expect(allocate([room], 4, free)).toBeUndefined();
    expect(allocate([room], 6, free)?.tableId).toBe('2');
    const fours = table('3', 4, 3, { maxTablesPerBooking: 3 });
    expect(allocate([fours], 4, (item) => item.id !== '30')?.itemIds).toEqual(['31']);
    expect(allocate([fours], 4, free, 2)?.itemIds).toEqual(['30', '31']);
    expect(allocate([fours], 4, free, 1)?.itemIds).toEqual(['30']);
  });
});

describe('used-table records (spec section 4)', () => {
  const record = (id: string, over: Partial<UsedRecord>): UsedRecord => ({
    id,
    updateTime: new Date('2026-05-01T10:00:00Z'),
    date: '2026-05-01',
    startSecond: 64800,
    endSecond: 72000,
    itemId: '7',
    shiftId: '1',
    isUsing: true,
    arrivalSecond: null,
    orderId: id,
    ...over,
  });

  it('keeps the later update of records sharing date, start, end and item; ties go to the one in use', () => {
    const older = record('1', { updateTime: new Date('2026-05-01T09:00:00Z') });
    const newer = record('2', {});
    const tieReleased = record('3', { isUsing: false });
    const other = record('4', { itemId: '8', arrivalSecond: 64000 });
    const { using, notUsing } = mergeUsedTableItems([older, newer, tieReleased, other]);
    expect(using.map((r) => r.id)).toEqual(['4', '2']); // ordered by arrival, not yet arrived last
    expect(notUsing.map((r) => r.id)).toEqual(['3']);
  });

  it('lets a later release win over an older hold of the same key, and keeps every release apart', () => {
    const hold = record('1', {});
    const release = record('2', { isUsing: false, updateTime: new Date('2026-05-01T11:00:00Z') });
    const { using, notUsing } = mergeUsedTableItems([hold, release]);
    expect(using).toEqual([]);
    expect(notUsing.map((r) => r.id)).toEqual(['2']);
  });
});

describe('deposit policy', () => {
  const policies: DepositPolicyRecord[] = [
    { shiftId: null, minPeople: 0, maxPeople: 0, mode: 'PER_PERSON', amount: '5000' },
    { shiftId: null, minPeople: 6, maxPeople: 0, mode: 'PER_PARTY', amount: '60000' },
    { shiftId: '9', minPeople: 0, maxPeople: 4, mode: 'PER_PERSON', amount: '8000' },
  ];
  it('picks the most specific matching policy: the shift first, then the narrowest party range', () => {
    expect(depositAmountFor(policies, '1', 2)).toBe('10000');
    expect(depositAmountFor(policies, '1', 8)).toBe('60000');
    expect(depositAmountFor(policies, '9', 3)).toBe('24000');
    expect(depositAmountFor(policies, '9', 5)).toBe('25000');
    expect(depositAmountFor([], '1', 2)).toBe('0');
  });
});
