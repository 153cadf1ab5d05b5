import type { ServiceImpl } from '@connectrpc/connect';
import { BookingOrder_Source, BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import type { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import type { OrderSource, OrderStatus } from '../domain/booking/booking.tables';
import type { Services } from '../services';
import { canManageStore } from '../domain/identity/permission.service';
import { rpcContext } from '../rpc/rpc-context';
import { staffActor } from './booking-actor';
import { fromDiner, fromPlatformTags, toLog, toOrder } from './booking-mappers';
import { statusesOf } from './diner-booking-order.handler';
import { nameOf, valueOf } from './enum-names';

const idOrNull = (id: string) => (id && id !== '0' ? id : null);

export function storeBookingOrderHandler(services: Services): ServiceImpl<typeof StoreBookingOrderService> {
  const { orderCreate, orderQuery, orderModify } = services.booking;
  return {
    async createStoreBookingOrder(request, ctx) {
      const actor = await staffActor(ctx, request.storeId);
      const order = await orderCreate.create({
        storeId: request.storeId,
        audience: 'STAFF',
        actor,
        diner: fromDiner(request.diner),
        reservationDate: request.reservationDate.trim(),
        adultCount: request.adultCount,
        childCount: request.childCount,
        shiftId: request.storeShiftId === '0' ? '' : request.storeShiftId,
        startSecond: request.reservationStartSecond,
        quantity: request.quantity,
        chosenItemIds: request.storeTableItemIdList,
        source: (nameOf(BookingOrder_Source, request.source) || 'MANUAL') as OrderSource,
        channelId: idOrNull(request.channelId),
        takerId: idOrNull(request.takerId),
        platformTags: fromPlatformTags(request.platformTagList),
        tagIds: [...new Set(request.tagIdList)],
        dinerRemark: request.dinerRemark,
        storeRemark: request.storeRemark,
        dietPreference: request.dietPreference,
        dietTaboo: request.dietTaboo,
        serviceRequirement: request.serviceRequirement,
        extendedJson: request.extendedJson,
        inviteCode: '',
        deposit: request.useDepositPolicy
          ? { kind: 'POLICY' }
          : request.depositAmount !== '0'
            ? { kind: 'AMOUNT', amount: request.depositAmount }
            : { kind: 'NONE' },
        idempotencyKey: request.idempotencyKey,
        confirmOverPacing: request.confirmOverPacing,
      });
      return { order: toOrder(order) };
    },
    async queryStoreBookingOrders(request) {
      const result = await orderQuery.search({
        storeId: request.storeId,
        keyword: request.keyword,
        startDate: request.startDate,
        endDate: request.endDate,
        statusIn: statusesOf(request.statusIn),
        shiftId: request.storeShiftId === '0' ? '' : request.storeShiftId,
        limit: request.query?.limit ?? 0,
        offset: request.query?.offset ?? 0,
      });
      return { list: result.list.map((o) => toOrder(o)), total: result.total };
    },
    async getStoreBookingOrder(request) {
      return { order: toOrder(await orderQuery.getForStore(request.storeId, request.bookingOrderId)) };
    },
    async queryBookingOrderLogs(request) {
      return { list: (await orderQuery.logs(request.storeId, request.bookingOrderId)).map(toLog) };
    },
    async revertBookingOrderLog(request, ctx) {
      const actor = await staffActor(ctx, request.storeId);
      const standing = await rpcContext(ctx).standing();
      const store = await services.permissions.requireStore(standing, request.storeId);
      const order = await orderModify.revert(
        request.storeId,
        request.bookingOrderId,
        request.bookingOrderLogId,
        actor,
        canManageStore(standing, store),
      );
      return { order: toOrder(order) };
    },
    async countDailyStatus(request) {
      const rows = await orderQuery.dailyStatusCounts(request.storeId, request.startDate, request.endDate);
      const byDate = new Map<string, Array<{ status: number; count: number }>>();
      for (const r of rows) {
        const list = byDate.get(r.date) ?? [];
        list.push({ status: valueOf(BookingOrder_Status, r.status), count: r.count });
        byDate.set(r.date, list);
      }
      return { list: [...byDate].map(([date, list]) => ({ date, list })) };
    },
    async countStoreBookingOrdersByStatus(request) {
      const counts = await orderQuery.countStoreByStatus(request.storeId, request.startDate, request.endDate);
      return {
        list: [...counts].map(([status, count]) => ({
          status: valueOf(BookingOrder_Status, status as OrderStatus),
          count,
        })),
      };
    },
  };
}
