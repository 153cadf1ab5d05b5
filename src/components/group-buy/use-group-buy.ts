import { useRootStore } from '@/stores';
import { groupBuyStores } from '@/stores/group-buy';

/** The group-buying stores, made on the first group-buying page shown. */
export function useGroupBuy() {
  return groupBuyStores(useRootStore());
}
