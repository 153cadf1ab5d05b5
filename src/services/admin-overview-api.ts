// The client of the administrator's platform overview. Only stores/admin-overview
// imports this file, so its descriptors load with the administrator's home (the
// sub subpackage), never with the entry or the other staff pages.
import { createClient, type Transport } from '@connectrpc/connect';
import { PlatformOverviewService } from '../gen/platform/v1/platform_overview_pb';

export function createAdminOverviewApi(transport: Transport) {
  return { platformOverview: createClient(PlatformOverviewService, transport) };
}

export type AdminOverviewApi = ReturnType<typeof createAdminOverviewApi>;
