import { en } from '@/i18n/locales/en';
import { zhHans as zhHansBundled } from '@/i18n/locales/zh-hans';
import { zhHansServerMessages } from '@/i18n/locales/server-messages.zh-hans';
import { zhHansOnDemand } from '@/i18n/locales/zh-hans-on-demand';
import { zhHansStaff } from '@/i18n/locales/zh-hans-staff';
import { zhHant } from '@/i18n/locales/zh-hant';
import type { Messages } from '@/i18n/locales/zh-hans';
import { LOGGED_FIELDS, labelKeyOf, logLines, type LogNames } from '@/stores/staff/order-log-text';
import { logRemark } from '@/stores/staff/order-log-remark';
import { formatInZone } from '@/utils/date-display';
import type { Currency } from '@/common/currency';
import { formatMoney } from '@/common/money-display';

// The default language whole: the bundled texts and the staff app's, which load with it.
const zhHans = { ...zhHansBundled, ...zhHansStaff, ...zhHansOnDemand, serverMessage: zhHansServerMessages };

/** A `t` over one language's messages: dotted paths, {{name}} values. */
function tOf(messages: Messages): LogNames['t'] {
  return (key, options = {}) => {
    const found = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);
    if (typeof found !== 'string') return (options.defaultValue as string) ?? key;
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

function names(messages: Messages, zone = 'Asia/Shanghai', currency: Currency = 'CNY'): LogNames {
  const language = messages === en ? 'en' : messages === zhHant ? 'zh-Hant' : 'zh-Hans';
  const items: Record<string, string> = { '3301': 'B1', '3501': 'B2' };
  return {
    t: tOf(messages),
    tables: (ids) =>
      ids
        .map((id) => items[id] ?? '')
        .filter(Boolean)
        .join('+'),
    shift: (id) => ({ '22': 'Dinner' })[id] ?? '',
    tags: (ids) => ids.map((id) => ({ '7': 'VIP' })[id] ?? '').join(', '),
    taker: (id) => ({ '8': 'Lily' })[id] ?? '',
    channel: (id) => ({ '9': 'Phone' })[id] ?? '',
    date: (value) => value,
    instant: (value) => formatInZone(value, 'YYYY-MM-DD HH:mm', zone),
    money: (cents) => formatMoney(cents, currency, language),
  };
}

const lines = (before: object, after: object, n = names(en)) =>
  logLines(JSON.stringify(before), JSON.stringify(after), n).map(
    (l) => `${l.label}: ${l.before !== undefined ? `${l.before} → ` : ''}${l.after}`,
  );

describe('the order log in a manager’s words', () => {
  it('names tables, shifts and times instead of ids and seconds', () => {
    expect(
      lines(
        { itemIds: ['3301'], date: '2026-11-20', shiftId: '22', startSecond: 66600 },
        { itemIds: ['3301', '3501'], date: '2026-11-21', shiftId: '22', startSecond: 70200 },
      ),
    ).toEqual(['Tables: B1 → B1+B2', 'Date: 2026-11-20 → 2026-11-21', 'Shift: Dinner → Dinner', 'Time: 18:30 → 19:30']);
  });

  it('writes money in the order’s currency, statuses and reasons in words, and the settlement chosen', () => {
    expect(
      lines(
        { status: 'WAIT_SERVICE' },
        {
          status: 'CLOSED',
          closeReason: 'ABSENT',
          settlement: { choice: 'PARTIAL', forfeitAmount: '5000' },
          amount: '12345',
        },
      ),
    ).toEqual([
      'Status: Confirmed → Closed',
      'Closed because: No-show',
      'Deposit settled as: Keep part, refund the rest (¥50)',
      'Amount: ¥123.45',
    ]);
  });

  it('writes the amounts of a Macau or Hong Kong order in its own currency', () => {
    const settled = { settlement: { choice: 'PARTIAL', forfeitAmount: '5000' }, amount: '12345' };
    expect(lines({}, settled, names(en, 'Asia/Macau', 'MOP'))).toEqual([
      'Deposit settled as: Keep part, refund the rest (MOP 50)',
      'Amount: MOP 123.45',
    ]);
    expect(lines({}, settled, names(en, 'Asia/Hong_Kong', 'HKD'))).toEqual([
      'Deposit settled as: Keep part, refund the rest (HK$50)',
      'Amount: HK$123.45',
    ]);
  });

  it('a partial close reads as kept and refunded on both its entries, in the order’s currency', () => {
    const settlement = { choice: 'PARTIAL', keptAmount: '10000', refundAmount: '20000' };
    expect(lines({}, { amount: '20000', closeReason: 'STORE_CANCEL', settlement }, names(zhHans))).toEqual([
      '金额: ¥200',
      '关闭原因: 门店取消',
      '订金处理: 扣留 ¥100，退还 ¥200',
    ]);
    expect(lines({}, { settlement: { ...settlement, choice: 'REFUND_ALL', keptAmount: '0' } }, names(en))).toEqual([
      'Deposit settled as: Refund all ¥200',
    ]);
    expect(lines({}, { amount: '10000' }, names(zhHant, 'Asia/Hong_Kong', 'HKD'))).toEqual(['金額: HK$100']);
  });

  it('tells staff to hand back money taken at the counter, and names a settlement made on finishing', () => {
    expect(lines({}, { amount: '30000', handBack: { CASH: '30000' } }, names(zhHans))).toEqual([
      '金额: ¥300',
      '当面退还: 请当面把现金 ¥300 退还客人',
    ]);
    expect(lines({}, { handBack: { CARD: '5000' } }, names(en))).toEqual([
      'Hand back at the counter: Refund ¥50 to the guest on the card terminal',
    ]);
    expect(lines({}, { amount: '30000', depositDiscountAmount: '30000', onFinish: true }, names(zhHans))).toEqual([
      '金额: ¥300',
      '抵扣餐费: ¥300',
      '订金处理: 订单完成时自动结算',
    ]);
  });

  it('reads an arrival instant on the store’s clock, not UTC', () => {
    expect(lines({}, { arrivalTime: '2026-11-20T10:30:00.000Z' })).toEqual(['Arrived at: 2026-11-20 18:30']);
    expect(lines({}, { arrivalTime: '2026-11-20T10:30:00.000Z' }, names(en, 'Europe/London'))).toEqual([
      'Arrived at: 2026-11-20 10:30',
    ]);
  });

  it('names tags, takers and channels, and leaves out the ids that only tie records together', () => {
    expect(
      lines(
        { takerId: '' },
        { takerId: '8', tagIds: ['7'], channelId: '9', merchantDinerId: '55', refundIds: ['1'], otherOrderId: '3' },
      ),
    ).toEqual(['Taken by: — → Lily', 'Tags: VIP', 'Channel: Phone']);
  });

  it('speaks each language', () => {
    expect(lines({ status: 'WAIT_STORE_CONFIRM' }, { status: 'WAIT_SERVICE' }, names(zhHans))).toEqual([
      '状态: 待确认 → 待服务',
    ]);
    expect(lines({}, { dinerRemark: '靠窗' }, names(zhHant))).toEqual(['顧客備註: 靠窗']);
  });

  it('reads what the server did itself in the reader’s language: what a revert undid, why a deposit moved', () => {
    const revert = { storeRemark: '', revertedType: 'MODIFY_STORE_REMARK' };
    expect(lines({ storeRemark: 'window' }, revert, names(zhHans))).toEqual([
      '门店备注: window → —',
      '撤销的操作: 修改门店备注',
    ]);
    expect(lines({}, { arrivalTime: null, revertedType: 'ARRIVE' }, names(en))).toContain('Undid: Arrived');
    expect(lines({}, { depositAmount: '30000', cause: 'BOOKING_CHANGED' }, names(zhHant))).toContain(
      '原因: 預訂改期或改人數',
    );
    expect(logRemark('', JSON.stringify(revert), names(zhHans))).toBe('');
  });

  it('puts the English notes the server once wrote in the reader’s words; what staff typed stays', () => {
    const zh = names(zhHans);
    expect(logRemark('revert #12 MODIFY_STORE_REMARK', '{"storeRemark":""}', zh)).toBe('撤销的操作: 修改门店备注');
    expect(logRemark('booking changed', '{"depositAmount":"30000"}', zh)).toBe('预订改期或改人数');
    expect(logRemark('booking changed', '{}', names(en))).toBe('The booking’s date, time or party changed');
    expect(logRemark('revoke #7 DEPOSIT_FORFEIT', '{"revokedType":"DEPOSIT_FORFEIT"}', zh)).toBe('');
    expect(logRemark('large party', '{}', zh)).toBe('large party');
  });

  it('has a label for every field it shows, in every language', () => {
    for (const messages of [zhHans, zhHant, en]) {
      const label = (key: string) =>
        labelKeyOf(key)
          .split('.')
          .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);
      for (const key of LOGGED_FIELDS) expect([key, typeof label(key)]).toEqual([key, 'string']);
    }
  });

  it('reads a fapiao title as its kind, name and taxpayer id, and its removal as a dash', () => {
    const company = { kind: 'COMPANY', title: 'Fixture Trading Co.', taxpayerId: '91350100M000100Y43', email: '' };
    const personal = { kind: 'PERSONAL', title: 'Lin Mei', taxpayerId: '' };
    expect(lines({ fapiao: null }, { fapiao: company })).toEqual([
      'Fapiao title: — → Company · Fixture Trading Co. · 91350100M000100Y43',
    ]);
    expect(lines({ fapiao: company }, { fapiao: personal })).toEqual([
      'Fapiao title: Company · Fixture Trading Co. · 91350100M000100Y43 → Personal · Lin Mei',
    ]);
    expect(lines({ fapiao: personal }, { fapiao: null }, names(zhHans))).toEqual(['发票抬头: 个人 · Lin Mei → —']);
    expect(tOf(zhHant)('staffOps.logType.FAPIAO_CREATE')).toBe('新增發票抬頭');
    expect(tOf(en)('staffOps.logType.DELETE')).toBe('Order deleted');
  });
});
