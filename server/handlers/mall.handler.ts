import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerDeliveryAddressService } from '@gen/mall/v1/diner_delivery_address_service_pb';
import type { PublicMallService } from '@gen/mall/v1/public_mall_service_pb';
import { paging } from '../domain/mall/catalogue.service';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { fromAddressInput, toDeliveryAddress, toMallProduct } from './mall-mappers';

export function publicMallHandler(services: Services): ServiceImpl<typeof PublicMallService> {
  const { catalogue } = services.mall;
  return {
    async queryMallProducts(r) {
      const { list, total, currency } = await catalogue.listForStore(
        r.storeId,
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      // Prices are in the currency of the store they are listed for.
      return { list: list.map((p) => ({ ...toMallProduct(p), currency })), total };
    },
    async getMallProduct(r) {
      // Looked at for a store, the prices are in that store's currency.
      const storeId = r.storeId && r.storeId !== '0' ? r.storeId : undefined;
      const { product, currency } = await catalogue.getListed(r.productId, storeId);
      return { product: { ...toMallProduct(product), currency } };
    },
  };
}

// Every call is the session's diner's own: addresses are found by their owner.
export function dinerDeliveryAddressHandler(services: Services): ServiceImpl<typeof DinerDeliveryAddressService> {
  const { addresses } = services.mall;
  return {
    async queryDeliveryAddresses(_r, ctx) {
      const { user } = await requireUser(ctx);
      return { list: (await addresses.list(user.id)).map(toDeliveryAddress) };
    },
    async createDeliveryAddress(r, ctx) {
      const { user } = await requireUser(ctx);
      return { address: toDeliveryAddress(await addresses.create(user.id, fromAddressInput(r.address))) };
    },
    async updateDeliveryAddress(r, ctx) {
      const { user } = await requireUser(ctx);
      const address = await addresses.update(user.id, r.addressId, fromAddressInput(r.address));
      return { address: toDeliveryAddress(address) };
    },
    async deleteDeliveryAddress(r, ctx) {
      const { user } = await requireUser(ctx);
      await addresses.delete(user.id, r.addressId);
      return {};
    },
  };
}
