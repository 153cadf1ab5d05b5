import type { Store } from '../../gen/store/v1/store_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';

/** The stores that let the diner host (QueryPermittedCreator), each with its store for its names; empty: none does. */
export async function hostStores(api: Api): Promise<{ id: string; store: Store | undefined }[]> {
  const { storeIdList } = await api.dinerFeast.queryPermittedCreator({}, silentCall());
  if (storeIdList.length === 0) return [];
  const { list } = await api.store.queryStores({ idIn: storeIdList, query: { limit: 100 } }, silentCall());
  return storeIdList.map((id) => ({ id, store: list.find((s) => s.model?.id === id) }));
}
