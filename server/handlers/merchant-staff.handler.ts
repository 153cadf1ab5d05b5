import type { ServiceImpl } from '@connectrpc/connect';
import type { MerchantStaffService } from '@gen/identity/v1/merchant_staff_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { staffRoleName, toStaffMember } from './identity-mappers';

export function merchantStaffHandler(services: Services): ServiceImpl<typeof MerchantStaffService> {
  return {
    async listMerchantStaff(request) {
      return { list: (await services.staffManagement.listMerchantStaff(request.merchantId)).map(toStaffMember) };
    },
    async addMerchantStaff(request, ctx) {
      const member = await services.staffManagement.addMerchantStaff(
        await rpcContext(ctx).standing(),
        request.merchantId,
        {
          phoneRegionCode: request.phoneRegionCode,
          phone: request.phone,
          role: staffRoleName(request.role),
          lastName: request.lastName,
          firstName: request.firstName,
        },
      );
      return { staffMember: toStaffMember(member) };
    },
    async removeMerchantStaff(request, ctx) {
      await services.staffManagement.removeMerchantStaff(
        await rpcContext(ctx).standing(),
        request.merchantId,
        request.staffMemberId,
      );
      return {};
    },
  };
}
