import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreWalkInService } from '@gen/booking/v1/store_walk_in_service_pb';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { fromDiner, toOrder } from './booking-mappers';

export function storeWalkInHandler(services: Services): ServiceImpl<typeof StoreWalkInService> {
  const { walkIns } = services.booking;
  return {
    async getWalkInTables(request) {
      const result = await walkIns.tables(request.storeId, request.peopleCount);
      return {
        reservationDate: result.moment.date,
        storeShiftId: result.moment.shift.id,
        storeShiftName: result.moment.shift.name,
        reservationStartSecond: result.moment.startSecond,
        reservationEndSecond: result.endSecond,
        list: result.free.map(({ item, table }) => ({
          storeTableItemId: item.id,
          name: item.name,
          storeTableId: table.id,
          storeTableName: table.name,
          seatCapacity: table.seatCapacity,
        })),
        suggestedItemIdList: result.suggested,
      };
    },
    async seatWalkIn(request, ctx) {
      const order = await walkIns.seat({
        storeId: request.storeId,
        actor: await staffActor(ctx, request.storeId),
        adultCount: request.adultCount,
        childCount: request.childCount,
        itemIds: request.storeTableItemIdList,
        diner: fromDiner(request.diner),
        storeRemark: request.storeRemark,
        idempotencyKey: request.idempotencyKey,
      });
      return { order: toOrder(order) };
    },
  };
}
