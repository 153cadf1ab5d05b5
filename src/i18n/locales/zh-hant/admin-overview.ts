import type { zhHansAdminOverview } from '../zh-hans/admin-overview';

export const zhHantAdminOverview: typeof zhHansAdminOverview = {
  adminOverview: {
    merchants: '商戶',
    stores: '門店',
    ofWhichDisabled: '{{n}}（停用 {{disabled}}）',
    bookings: '本週預訂',
    covers: '人數',
    cancelled: '取消',
    noShow: '未到店',
    earlier: '上一週',
    later: '下一週',
    week: '{{start}} 至 {{end}}',
    chart: '每日訂位',
    chartLegend: '深色：取消或未到店',
    noMoney: '這一週沒有收款',
    paid: '收款 {{amount}}',
    refunded: '退款 {{amount}}',
    net: '淨額 {{amount}}',
  },
};
