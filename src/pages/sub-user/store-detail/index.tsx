import { useRouter } from '@tarojs/taro';
import { StoreDetailScreen } from '@/components/store-detail';

/** The diner's store page (spec: sub-user/store-detail, param storeId; also /store/{id}). */
export default function StoreDetailPage() {
  const { storeId = '' } = useRouter().params;
  return <StoreDetailScreen storeId={storeId} />;
}
