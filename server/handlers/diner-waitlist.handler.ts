import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerWaitlistService } from '@gen/booking/v1/diner_waitlist_service_pb';
import type { WaitlistEntry } from '../domain/waitlist/waitlist.repository';
import type { Services } from '../services';
import { dinerActor } from './booking-actor';
import { fromDiner, toOrder } from './booking-mappers';
import { toWaitlistEntry } from './waitlist-mappers';

/** A diner's waitlist: proto <-> domain only; every call acts on the caller's own entries. */
export function dinerWaitlistHandler(services: Services): ServiceImpl<typeof DinerWaitlistService> {
  const { entries, view } = services.waitlist;
  const one = async (entry: WaitlistEntry) => toWaitlistEntry((await view([entry]))[0]);
  return {
    async joinWaitlist(request, ctx) {
      const { user } = await dinerActor(ctx);
      const entry = await entries.join({
        storeId: request.storeId,
        userId: user.id,
        date: request.reservationDate.trim(),
        windowStartSecond: request.windowStartSecond,
        windowEndSecond: request.windowEndSecond,
        adultCount: request.adultCount,
        childCount: request.childCount,
        diner: fromDiner(request.diner),
      });
      return { entry: await one(entry) };
    },
    async queryMyWaitlist(_request, ctx) {
      const { user } = await dinerActor(ctx);
      return { entryList: (await view(await entries.mine(user.id))).map(toWaitlistEntry) };
    },
    async leaveWaitlist(request, ctx) {
      const { user } = await dinerActor(ctx);
      return { entry: await one(await entries.leave(user.id, request.entryId)) };
    },
    async acceptWaitlistOffer(request, ctx) {
      const { actor, phone } = await dinerActor(ctx);
      const outcome = await entries.accept(actor, phone, request.entryId);
      return {
        entry: await one(outcome.entry),
        order: outcome.order ? toOrder(outcome.order, actor.userId!) : undefined,
        slotGone: outcome.slotGone,
      };
    },
  };
}
