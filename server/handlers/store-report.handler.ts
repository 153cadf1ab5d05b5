import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreReportService } from '@gen/report/v1/report_service_pb';
import type { GroupRow } from '../domain/report/report.repository';
import type { BookingReportRecord } from '../domain/report/report.service';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';

const count = (r: { bookings: number; covers: number; cancelled: number; noShow: number }) => ({
  bookings: r.bookings,
  covers: r.covers,
  cancelled: r.cancelled,
  noShow: r.noShow,
});
const group = (r: GroupRow) => ({ key: r.key, name: r.name, count: count(r) });

function toReport(r: BookingReportRecord) {
  return {
    startDate: r.startDate,
    endDate: r.endDate,
    storeIds: r.storeIds,
    total: count(r.total),
    cancellationRate: r.cancellationRate,
    noShowRate: r.noShowRate,
    dayList: r.days.map((d) => ({ date: d.date, count: count(d) })),
    shiftList: r.shifts.map(group),
    channelList: r.channels.map(group),
    sourceList: r.sources.map(group),
    takerList: r.takers.map(group),
    leadTime: {
      averageHours: r.leadTime.averageHours,
      medianHours: r.leadTime.medianHours,
      bucketCounts: r.leadTime.buckets,
    },
    utilisation: {
      seatedSeconds: r.utilisation.seatedSeconds,
      openSeconds: r.utilisation.openSeconds,
      rate: r.utilisation.rate,
    },
    depositList: r.deposits.map((d) => ({ ...d })),
    revenueList: r.revenue.map((x) => ({ kind: x.kind, amount: x.amount, currency: x.currency })),
    diners: r.diners,
    repeatDiners: r.repeatDiners,
  };
}

// The access rule lets staff in; the service decides which stores they may see.
export function storeReportHandler(services: Services): ServiceImpl<typeof StoreReportService> {
  return {
    async getBookingReport(r, ctx) {
      const standing = await rpcContext(ctx).standing();
      const report = await services.reports.bookingReport(standing, {
        storeId: r.storeId,
        merchantId: r.merchantId,
        startDate: r.startDate.trim(),
        endDate: r.endDate.trim(),
      });
      return { report: toReport(report) };
    },
  };
}
