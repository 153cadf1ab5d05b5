import type { ServiceImpl } from '@connectrpc/connect';
import { CheckDinerRiskResponse_Level, type MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import type { Services } from '../services';
import { rpcContext } from '../rpc/rpc-context';
import { fromMerchantDinerInput, toDinerOrder, toDinerStats, toMerchantDiner } from './crm-mappers';
import { valueOf } from './enum-names';

export function merchantDinerHandler(services: Services): ServiceImpl<typeof MerchantDinerService> {
  const { diners } = services.crm;
  return {
    async queryMerchantDiners(r) {
      const { list, total } = await diners.query(r.storeId, {
        keyword: r.keyword,
        blacklistedOnly: r.blacklistedOnly,
        limit: r.query?.limit ?? 0,
        offset: r.query?.offset ?? 0,
      });
      return { list: list.map(toMerchantDiner), total };
    },
    async getMerchantDiner(r) {
      const { diner, stats, orders } = await diners.get(r.storeId, r.merchantDinerId);
      return { diner: toMerchantDiner(diner), stats: toDinerStats(stats), orderList: orders.map(toDinerOrder) };
    },
    async createMerchantDiner(r) {
      return { diner: toMerchantDiner(await diners.create(r.storeId, fromMerchantDinerInput(r.diner))) };
    },
    async updateMerchantDiner(r) {
      const diner = await diners.update(r.storeId, r.merchantDinerId, fromMerchantDinerInput(r.diner));
      return { diner: toMerchantDiner(diner) };
    },
    async blacklistMerchantDiner(r, ctx) {
      const { userId } = await rpcContext(ctx).standing();
      const diner = await diners.blacklist(r.storeId, r.merchantDinerId, r.reason, userId || null);
      return { diner: toMerchantDiner(diner) };
    },
    async unblacklistMerchantDiner(r) {
      return { diner: toMerchantDiner(await diners.unblacklist(r.storeId, r.merchantDinerId)) };
    },
    async checkDinerRisk(r) {
      const risk = await diners.checkRisk(r.storeId, {
        phoneRegionCode: r.phoneRegionCode,
        phone: r.phone,
        dinerId: r.merchantDinerId,
      });
      return {
        level: valueOf(CheckDinerRiskResponse_Level, risk.level),
        diner: risk.diner ? toMerchantDiner(risk.diner) : undefined,
        stats: risk.stats ? toDinerStats(risk.stats) : undefined,
      };
    },
  };
}
