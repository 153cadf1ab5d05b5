// Feast pages (spec section 2): the diner's under pages/sub-user, staff's
// under pages/sub-store, and the shared feast-detail under pages/sub.
export const FEAST_ROUTES = {
  tab: '/pages/feast/index',
  detail: '/pages/sub-user/feast-detail/index',
  sharedDetail: '/pages/sub/feast-detail/index',
  back: '/pages/sub-user/feast-back/index',
  joinConfirm: '/pages/sub-user/feast-join-confirm/index',
  joinInfo: '/pages/sub-user/feast-join-info/index',
  qaEdit: '/pages/sub-user/feast-qa-edit/index',
  depositRule: '/pages/sub-user/feast-deposit-rule/index',
  poster: '/pages/sub-user/share-feast-poster/index',
  brand: '/pages/sub-user/brand-feast/index',
  orders: '/pages/sub-user/feast-orders/index',
  // a diner hosting: the create/edit form (?storeId= new, ?id= edit) and the hosted feast (?id=)
  hostEdit: '/pages/sub-user/feast-host-edit/index',
  host: '/pages/sub-user/feast-host/index',
  store: '/pages/sub-store/feast/index',
  storeCreate: '/pages/sub-store/feast-create/index',
  storeDetail: '/pages/sub-store/feast-detail/index',
  storePublish: '/pages/sub-store/feast-publish/index',
  storeClose: '/pages/sub-store/feast-close/index',
  storeFinish: '/pages/sub-store/feast-finish/index',
  storeImages: '/pages/sub-store/feast-images/index',
  storeMembers: '/pages/sub-store/feast-members/index',
  storeShare: '/pages/sub-store/feast-share/index',
  storeAnswer: '/pages/sub-store/feast-qa-answer-edit/index',
} as const;

/** A feast page URL with its query; empty values are left out. */
export function feastUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
