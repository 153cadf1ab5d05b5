import { useRouter } from '@tarojs/taro';
import { MallProductBlock } from '@/components/mall/mall-product-block';
import { StoreDetailScreen } from '@/components/store-detail';

/** The diner's store page (spec: sub-user/store-detail, param storeId; also /store/{id}), with the store's shop. */
export default function StoreDetailPage() {
  const { storeId = '' } = useRouter().params;
  return <StoreDetailScreen storeId={storeId} extra={storeId ? <MallProductBlock storeId={storeId} /> : undefined} />;
}
