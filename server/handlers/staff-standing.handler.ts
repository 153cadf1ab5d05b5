import type { ServiceImpl } from '@connectrpc/connect';
import { StaffRole } from '@gen/identity/v1/staff_pb';
import type { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';

export function staffStandingHandler(services: Services): ServiceImpl<typeof StaffStandingService> {
  return {
    async getMyStaffStanding(_request, ctx) {
      const standing = await rpcContext(ctx).standing();
      const described = await services.staffStanding.describe(standing);
      return {
        isAdmin: standing.isAdmin,
        isStaff: standing.memberships.length > 0,
        merchantList: described.merchants.map((m) => ({
          merchantId: m.merchantId,
          merchantName: m.merchantName,
          wholeMerchant: m.wholeMerchant,
          role: m.role === 'MANAGER' ? StaffRole.MANAGER : StaffRole.STAFF,
          storeIdList: m.storeIds,
        })),
        storeIdList: described.storeIds,
        managedStoreIdList: described.managedStoreIds,
      };
    },
  };
}
