import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreCollectionService } from '@gen/store/v1/store_collection_service_pb';
import type { StoreBusinessConfigService, StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import type { StoreCollectionInput } from '@gen/store/v1/store_collection_service_pb';
import type { StoreCollectionInput as CollectionRecordInput } from '../domain/store/store-collection.repository';
import type { Services } from '../services';
import {
  fromBookingConfig,
  fromBusinessConfig,
  fromImage,
  fromImages,
  fromProfile,
  toBusinessConfig,
  toCollection,
  fromStoreIntl,
  toStore,
} from './store-mappers';

export function storeSettingHandler(services: Services): ServiceImpl<typeof StoreSettingService> {
  const { stores } = services.booking;
  return {
    async getStore(request) {
      return { store: toStore(await stores.getStore(request.storeId)) };
    },
    async updateStoreProfile(request) {
      const store = await stores.updateProfile(
        request.storeId,
        request.name,
        request.timezone,
        fromProfile(request.profile!),
        request.intlInfo && fromStoreIntl(request.intlInfo),
      );
      return { store: toStore(store) };
    },
    async updateStoreImage(request) {
      const image = request.image!;
      const store = await stores.updateImages(
        request.storeId,
        fromImages(image.environmentList),
        fromImages(image.dishList),
      );
      return { store: toStore(store) };
    },
    async updateBookingConfig(request) {
      return {
        store: toStore(await stores.updateBookingConfig(request.storeId, fromBookingConfig(request.bookingConfig!))),
      };
    },
  };
}

export function storeBusinessConfigHandler(services: Services): ServiceImpl<typeof StoreBusinessConfigService> {
  const { stores } = services.booking;
  return {
    async getStoreBusinessConfig(request) {
      return { config: toBusinessConfig(await stores.getBusinessConfig(request.storeId)) };
    },
    async updateStoreBusinessConfig(request) {
      const config = await stores.updateBusinessConfig(request.storeId, fromBusinessConfig(request.config!));
      return { config: toBusinessConfig(config) };
    },
  };
}

function fromCollectionInput(c: StoreCollectionInput): CollectionRecordInput {
  return {
    merchantId: c.merchantId === '0' ? null : c.merchantId,
    name: c.name.trim(),
    description: c.description.trim(),
    cover: fromImage(c.cover),
    sort: c.sort,
    storeIds: c.storeIdList,
  };
}

export function storeCollectionHandler(services: Services): ServiceImpl<typeof StoreCollectionService> {
  const { collections } = services.booking;
  return {
    async createStoreCollection(request) {
      return { collection: toCollection(await collections.create(fromCollectionInput(request.collection!))) };
    },
    async updateStoreCollection(request) {
      const updated = await collections.update(request.storeCollectionId, fromCollectionInput(request.collection!));
      return { collection: toCollection(updated) };
    },
    async deleteStoreCollection(request) {
      await collections.delete(request.storeCollectionId);
      return {};
    },
  };
}
