import type { zhHansAdminOverview } from '../zh-hans/admin-overview';

export const enAdminOverview: typeof zhHansAdminOverview = {
  adminOverview: {
    merchants: 'Merchants',
    stores: 'Stores',
    ofWhichDisabled: '{{n}} ({{disabled}} disabled)',
    bookings: 'Bookings',
    covers: 'Covers',
    cancelled: 'Cancelled',
    noShow: 'No-shows',
    earlier: 'Earlier',
    later: 'Later',
    week: '{{start}} to {{end}}',
    chart: 'Bookings a day',
    chartLegend: 'Darker: cancelled or no-show',
    noMoney: 'No payments this week',
    paid: 'Paid {{amount}}',
    refunded: 'Refunded {{amount}}',
    net: 'Net {{amount}}',
  },
};
