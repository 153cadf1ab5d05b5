import { lazy, Suspense } from 'react';
import { useRouter } from '@tarojs/taro';
import { StoreDetailScreen } from '@/components/store-detail';

// The shop block sits under the menus, below the first screen: its chunk (the mall's
// catalogue, texts, product cards and models) loads after the store is drawn instead of
// with the page, where it delayed the store's name on a slow network.
const MallProductBlock = lazy(() =>
  import('@/components/mall/mall-product-block').then((m) => ({ default: m.MallProductBlock })),
);
// The store's ticketed events, for the same reason.
const TicketingEventBlock = lazy(() =>
  import('@/components/ticketing/ticketing-event-block').then((m) => ({ default: m.TicketingEventBlock })),
);

/** The diner's store page (spec: sub-user/store-detail, param storeId; also /store/{id}), with the store's events and shop. */
export default function StoreDetailPage() {
  const { storeId = '' } = useRouter().params;
  const extra = storeId ? (
    <Suspense fallback={null}>
      <TicketingEventBlock storeId={storeId} />
      <MallProductBlock storeId={storeId} />
    </Suspense>
  ) : undefined;
  return <StoreDetailScreen storeId={storeId} extra={extra} />;
}
