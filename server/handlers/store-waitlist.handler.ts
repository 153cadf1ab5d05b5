import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreWaitlistService } from '@gen/booking/v1/store_waitlist_service_pb';
import type { Services } from '../services';

/** Staff's view of the store's waitlist: counts only (the access rule checked the store). */
export function storeWaitlistHandler(services: Services): ServiceImpl<typeof StoreWaitlistService> {
  return {
    async getWaitlistCounts(request) {
      const counts = await services.waitlist.counts(request.storeId, request.reservationDate.trim());
      return {
        waitingCount: counts.waiting,
        offeredCount: counts.offered,
        peopleCount: counts.people,
        shiftList: counts.shifts.map((s) => ({
          storeShiftId: s.id,
          name: s.name,
          entryCount: s.entries,
          peopleCount: s.people,
        })),
      };
    },
  };
}
