import type { Feast } from '../../gen/feast/v1/feast_pb';
import { ListMyFeastsRequest_Filter, type MyParticipation } from '../../gen/feast/v1/diner_feast_service_pb';
import type { Api } from '../../services/api';
import { PagedList } from '../diner/paged-list';

export type FeastTab = 'upcoming' | 'mine' | 'joined';

/**
 * The feast tab's lists: upcoming public feasts (of the app's merchant, or
 * everywhere in the directory), the diner's own, the ones they joined.
 */
export function feastList(api: Api, tab: FeastTab, merchantId: () => string, storeId = ''): PagedList<Feast> {
  let total = 0;
  return new PagedList<Feast>(async (offset, limit) => {
    if (tab === 'upcoming') {
      const first = offset === 0;
      const page = await api.publicFeast.queryFeasts({
        merchantId: merchantId(),
        storeId,
        query: { offset, limit, shouldReturnTotal: first },
      });
      if (first) total = page.total;
      return { list: page.list, total };
    }
    const filter = tab === 'mine' ? ListMyFeastsRequest_Filter.MINE : ListMyFeastsRequest_Filter.JOINED;
    return api.dinerFeast.listMyFeasts({ filter, query: { offset, limit, shouldReturnTotal: true } });
  });
}

/**
 * The diner's participations, newest first, each with its feast: what they
 * joined and where each deposit stands (feast-orders, the feast tab's
 * "joined" list).
 */
export function myParticipationList(api: Api): PagedList<MyParticipation> {
  return new PagedList<MyParticipation>((offset, limit) =>
    api.dinerFeast.listMyParticipations({ query: { offset, limit, shouldReturnTotal: true } }),
  );
}
