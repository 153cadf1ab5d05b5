import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreMallConfigService } from '@gen/mall/v1/store_mall_config_service_pb';
import type { Services } from '../services';
import { fromStoreMallConfig, toStoreMallConfig } from './mall-order-mappers';

// The access interceptor has already checked the caller may act for store_id.
export function storeMallConfigHandler(services: Services): ServiceImpl<typeof StoreMallConfigService> {
  const { configs } = services.mallOrders;
  return {
    async getStoreMallConfig(r) {
      return { config: toStoreMallConfig(await configs.get(r.storeId)) };
    },
    async saveStoreMallConfig(r) {
      return { config: toStoreMallConfig(await configs.save(r.storeId, fromStoreMallConfig(r.config))) };
    },
  };
}
