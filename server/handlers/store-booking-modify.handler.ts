import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { fromDiner, fromPlatformTags, toOrder } from './booking-mappers';

const idOrNull = (id: string) => (id && id !== '0' ? id : null);

export function storeBookingModifyHandler(services: Services): ServiceImpl<typeof StoreBookingModifyService> {
  const { orderModify, orderReschedule } = services.booking;
  /** A record field change (remarks, tags, taker, channel, JSON, invite code), logged with its type. */
  const field = async (
    r: { storeId: string; bookingOrderId: string },
    ctx: Parameters<typeof staffActor>[0],
    logType: string,
    values: Record<string, unknown>,
  ) => {
    const actor = await staffActor(ctx, r.storeId);
    const order = await orderModify.modify(
      { storeId: r.storeId },
      r.bookingOrderId,
      actor,
      'MODIFY_RECORD',
      logType,
      values,
    );
    return { order: toOrder(order) };
  };
  return {
    async modifyPax(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await orderReschedule.change(
        { storeId: r.storeId },
        r.bookingOrderId,
        actor,
        { adultCount: r.adultCount, childCount: r.childCount },
        false,
      );
      return { order: toOrder(order) };
    },
    async modifyTableAllocation(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await orderReschedule.change(
        { storeId: r.storeId },
        r.bookingOrderId,
        actor,
        {
          itemIds: r.storeTableItemIdList,
          date: r.reservationDate.trim() || undefined,
          shiftId: idOrNull(r.storeShiftId) ?? undefined,
          startSecond: r.reservationStartSecond,
        },
        false,
      );
      return { order: toOrder(order) };
    },
    async rescheduleBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await orderReschedule.change(
        { storeId: r.storeId },
        r.bookingOrderId,
        actor,
        {
          date: r.reservationDate.trim() || undefined,
          shiftId: idOrNull(r.storeShiftId) ?? undefined,
          startSecond: r.reservationStartSecond,
          adultCount: r.adultCount,
          childCount: r.childCount,
        },
        false,
      );
      return { order: toOrder(order) };
    },
    modifyStoreRemark: (r, ctx) => field(r, ctx, 'MODIFY_STORE_REMARK', { storeRemark: r.storeRemark }),
    modifyDinerRemark: (r, ctx) => field(r, ctx, 'MODIFY_DINER_REMARK', { dinerRemark: r.dinerRemark }),
    modifyTags: (r, ctx) =>
      field(r, ctx, 'TAG_LIST', {
        platformTags: fromPlatformTags(r.platformTagList),
        tagIds: [...new Set(r.tagIdList)],
      }),
    modifyTaker: (r, ctx) => field(r, ctx, 'TAKER', { takerId: idOrNull(r.takerId) }),
    modifyChannel: (r, ctx) => field(r, ctx, 'CHANNEL', { channelId: idOrNull(r.channelId) }),
    modifyExtendedJson: (r, ctx) => field(r, ctx, 'EXTENDED_JSON', { extendedJson: r.extendedJson }),
    modifyInviteCode: (r, ctx) => field(r, ctx, 'INVITE_CODE', { inviteCode: r.inviteCode.trim() }),
    async modifyDiner(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await orderModify.modifyDiner({ storeId: r.storeId }, r.bookingOrderId, actor, fromDiner(r.diner), {
        dietPreference: r.dietPreference.trim(),
        dietTaboo: r.dietTaboo.trim(),
        serviceRequirement: r.serviceRequirement.trim(),
      });
      return { order: toOrder(order) };
    },
  };
}
