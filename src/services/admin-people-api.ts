// The clients of the administrator's staff, feast creators and feast audit
// pages. Only stores/admin-people imports this file, so these descriptors load
// with those pages (the sub subpackage), never with the entry or the staff pages.
import { createClient, type Transport } from '@connectrpc/connect';
import { AdminFeastService } from '../gen/feast/v1/admin_feast_service_pb';
import { AdminMerchantService } from '../gen/identity/v1/admin_merchant_service_pb';
import { AdminStaffService } from '../gen/identity/v1/admin_staff_service_pb';

export function createAdminPeopleApi(transport: Transport) {
  return {
    adminStaff: createClient(AdminStaffService, transport),
    adminFeast: createClient(AdminFeastService, transport),
    adminMerchant: createClient(AdminMerchantService, transport),
  };
}

export type AdminPeopleApi = ReturnType<typeof createAdminPeopleApi>;
