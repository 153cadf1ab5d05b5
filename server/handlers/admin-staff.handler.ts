import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { StaffAccessSchema, type AdminStaffService, type StaffAccess } from '@gen/identity/v1/admin_staff_service_pb';
import { StaffRole } from '@gen/identity/v1/staff_pb';
import type { StaffAccess as StaffAccessRecord } from '../domain/identity/staff-access.service';
import type { Services } from '../services';
import { staffRoleName } from './identity-mappers';
import { toUserMessage } from './mappers';

function toStaffAccess(access: StaffAccessRecord): StaffAccess {
  return create(StaffAccessSchema, {
    user: toUserMessage(access.user),
    role: access.role === 'MANAGER' ? StaffRole.MANAGER : StaffRole.STAFF,
    wholeMerchant: access.wholeMerchant,
    storeIdList: access.storeIds,
  });
}

// The access interceptor has checked the caller is an administrator.
export function adminStaffHandler(services: Services): ServiceImpl<typeof AdminStaffService> {
  return {
    async listStaffAccess(r) {
      return { list: (await services.staffAccess.list(r.merchantId, r.keyword)).map(toStaffAccess) };
    },
    async setStaffAccess(r) {
      const access = await services.staffAccess.set(r.merchantId, {
        phoneRegionCode: r.phoneRegionCode,
        phone: r.phone,
        role: staffRoleName(r.role),
        wholeMerchant: r.wholeMerchant,
        storeIds: r.storeIdList.filter((id) => id !== '0'),
      });
      return { access: toStaffAccess(access) };
    },
    async removeStaffAccess(r) {
      await services.staffAccess.remove(r.merchantId, r.userId);
      return {};
    },
  };
}
