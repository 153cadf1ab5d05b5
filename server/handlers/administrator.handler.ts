import type { ServiceImpl } from '@connectrpc/connect';
import type { AdministratorService } from '@gen/identity/v1/administrator_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toAdministrator } from './identity-mappers';

export function administratorHandler(services: Services): ServiceImpl<typeof AdministratorService> {
  return {
    async listAdministrators() {
      return { list: (await services.administrators.list()).map(toAdministrator) };
    },
    async addAdministrator(request) {
      return {
        administrator: toAdministrator(await services.administrators.add(request.phoneRegionCode, request.phone)),
      };
    },
    async removeAdministrator(request, ctx) {
      const { user } = await requireUser(ctx);
      await services.administrators.remove(user.id, request.userId);
      return {};
    },
  };
}
