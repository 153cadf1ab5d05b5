import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { StoreStaffService } from '@gen/identity/v1/store_staff_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { staffRoleName, toStaffMember } from './identity-mappers';

/** The caller's standing and the store (the access interceptor already allowed the store). */
async function scope(services: Services, ctx: HandlerContext, storeId: string) {
  const standing = await rpcContext(ctx).standing();
  return { standing, store: await services.permissions.requireStore(standing, storeId) };
}

export function storeStaffHandler(services: Services): ServiceImpl<typeof StoreStaffService> {
  return {
    async listStoreStaff(request, ctx) {
      const { store } = await scope(services, ctx, request.storeId);
      return { list: (await services.staffManagement.listStoreStaff(store)).map(toStaffMember) };
    },
    async addStoreStaff(request, ctx) {
      const { standing, store } = await scope(services, ctx, request.storeId);
      const member = await services.staffManagement.addStoreStaff(standing, store, {
        phoneRegionCode: request.phoneRegionCode,
        phone: request.phone,
        role: staffRoleName(request.role),
        lastName: request.lastName,
        firstName: request.firstName,
      });
      return { staffMember: toStaffMember(member) };
    },
    async removeStoreStaff(request, ctx) {
      const { standing, store } = await scope(services, ctx, request.storeId);
      await services.staffManagement.removeStoreStaff(standing, store, request.staffMemberId);
      return {};
    },
  };
}
