// The client of the administrator's short links page. Only stores/admin-links
// imports this file, so its descriptors load with that page (the sub
// subpackage), never with the entry or the other staff pages.
import { createClient, type Transport } from '@connectrpc/connect';
import { AdminShortLinkService } from '../gen/platform/v1/short_link_pb';

export function createAdminLinkApi(transport: Transport) {
  return { adminShortLink: createClient(AdminShortLinkService, transport) };
}

export type AdminLinkApi = ReturnType<typeof createAdminLinkApi>;
