// The administrator's platform overview, in the default language.
export const zhHansAdminOverview = {
  adminOverview: {
    merchants: '商户',
    stores: '门店',
    ofWhichDisabled: '{{n}}（停用 {{disabled}}）',
    bookings: '本周预订',
    covers: '人数',
    cancelled: '取消',
    noShow: '未到店',
    earlier: '上一周',
    later: '下一周',
    week: '{{start}} 至 {{end}}',
    chart: '每日预订',
    chartLegend: '深色：取消或未到店',
    noMoney: '这一周没有收款',
    paid: '收款 {{amount}}',
    refunded: '退款 {{amount}}',
    net: '净额 {{amount}}',
  },
};
