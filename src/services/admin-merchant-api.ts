// The client of the administrator's merchants (the administrator's home and the client
// config list). Only stores/admin-merchants imports this file, so its descriptors load
// with those pages, and the administrator's pages need not load the staff app for it.
import { createClient, type Transport } from '@connectrpc/connect';
import { AdminMerchantService } from '../gen/identity/v1/admin_merchant_service_pb';

export function createAdminMerchantApi(transport: Transport) {
  return { adminMerchant: createClient(AdminMerchantService, transport) };
}

export type AdminMerchantApi = ReturnType<typeof createAdminMerchantApi>;
