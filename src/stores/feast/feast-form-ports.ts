import type { Feast } from '../../gen/feast/v1/feast_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import type { FeastFormPort } from './feast-form.store';

type StoreFacts = { id: string; timezone: string; currency: string };

/** Staff write their store's feasts through the store's calls. */
export function staffFormPort(api: Api, staffStore: () => Promise<StoreFacts>): FeastFormPort {
  return {
    store: staffStore,
    shifts: async (storeId) => (await api.storeShift.queryShifts({ storeId }, silentCall())).list,
    feast: async (storeId, feastId) => (await api.storeFeast.getStoreFeast({ storeId, feastId }, silentCall())).feast,
    save: async (storeId, feastId, feast) =>
      feastId
        ? (await api.storeFeast.updateStoreFeast({ storeId, feastId, feast })).feast
        : (await api.storeFeast.createStoreFeast({ storeId, feast })).feast,
  };
}

/**
 * A diner host writes their own feast through the diner's calls: a new one at
 * the store they chose (storeId), or the feast they host (its store from the
 * feast). The shifts are the ones diners book from.
 */
export function hostFormPort(api: Api, storeId: string): FeastFormPort {
  let mine: Feast | undefined;
  return {
    async store(feastId) {
      if (feastId) {
        mine = (await api.publicFeast.getFeast({ feastId }, silentCall())).feast;
        if (!mine?.isCreator) throw new Error('not the host of this feast');
        return { id: mine.storeId, timezone: mine.timezone, currency: mine.currency };
      }
      const [store] = (await api.store.queryStores({ idIn: [storeId], query: { limit: 1 } }, silentCall())).list;
      if (!store?.model) throw new Error('store not found');
      return { id: store.model.id, timezone: store.timezone, currency: store.currency };
    },
    shifts: async (id) => (await api.dinerAvailability.queryStoreShifts({ storeId: id }, silentCall())).list,
    feast: async () => mine,
    save: async (id, feastId, feast) =>
      feastId
        ? (await api.dinerFeast.updateFeast({ feastId, feast })).feast
        : (await api.dinerFeast.createFeast({ storeId: id, feast })).feast,
  };
}
