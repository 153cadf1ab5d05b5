import type { ServiceImpl } from '@connectrpc/connect';
import type { MerchantMallService } from '@gen/mall/v1/merchant_mall_service_pb';
import { intlFromFields } from '@common/intl-text';
import { paging } from '../domain/mall/catalogue.service';
import type { Services } from '../services';
import { fromProductInput, fromSkuInput, stockModeOf, toMallProduct, toMallSalePlan } from './mall-mappers';

// The access interceptor has already checked the caller is staff of
// merchant_id; the domain then only reaches that merchant's catalogue.
export function merchantMallHandler(services: Services): ServiceImpl<typeof MerchantMallService> {
  const { catalogue, salePlans } = services.mall;
  const product = (p: Parameters<typeof toMallProduct>[0]) => ({ product: toMallProduct(p) });
  return {
    async listMallProducts(r) {
      const { list, total } = await catalogue.listForMerchant(
        r.merchantId,
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map(toMallProduct), total };
    },
    async saveMallProduct(r) {
      return product(await catalogue.saveProduct(r.merchantId, r.productId, fromProductInput(r.product)));
    },
    async saveMallSpec(r) {
      return product(await catalogue.saveSpec(r.merchantId, r.productId, r.specId, r.name, intlFromFields(r.intlName)));
    },
    async deleteMallSpec(r) {
      return product(await catalogue.deleteSpec(r.merchantId, r.specId));
    },
    async saveMallSpecValue(r) {
      return product(
        await catalogue.saveSpecValue(r.merchantId, r.specId, r.valueId, r.value, intlFromFields(r.intlValue)),
      );
    },
    async deleteMallSpecValue(r) {
      return product(await catalogue.deleteSpecValue(r.merchantId, r.valueId));
    },
    async saveMallSku(r) {
      return product(await catalogue.saveSku(r.merchantId, r.skuId, fromSkuInput(r.sku)));
    },
    async listMallSalePlans(r) {
      return { list: (await salePlans.list(r.merchantId)).map(toMallSalePlan) };
    },
    async saveMallSalePlan(r) {
      const plan = await salePlans.save(r.merchantId, r.salePlanId, r.name, stockModeOf(r.stockMode));
      return { salePlan: toMallSalePlan(plan) };
    },
    async deleteMallSalePlan(r) {
      await salePlans.delete(r.merchantId, r.salePlanId);
      return {};
    },
  };
}
