import type { zhHansStaffWalkIn } from '../zh-hans/staff-walk-in';

// Staff app: seating a walk-in from the booking board (party size, a free table, seat).
// Spread into staffOps by staff-ops.ts.
export const zhHantStaffWalkIn: typeof zhHansStaffWalkIn = {
  walkIn: {
    guest: '散客',
    open: '散客入座',
    title: '散客入座 · {{shift}}',
    people: '人數',
    pick: '選擇現在空閒的桌位',
    suggested: '推薦',
    none: '現在沒有空閒到本輪用餐結束的桌位',
    seats: '已選{{count}}張桌，共{{seats}}座',
    seats_one: '已選{{count}}張桌，共{{seats}}座',
    seatsShort: '已選{{count}}張桌，共{{seats}}座，不夠{{people}}位客人',
    seatsShort_one: '已選{{count}}張桌，共{{seats}}座，不夠{{people}}位客人',
    seat: '入座',
    cancel: '取消',
    seated: '已入座',
    noMessage: '不會給客人發送短訊或通知',
  },
};
