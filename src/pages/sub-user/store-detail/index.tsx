import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { PlainPage } from '@/components/plain-page';

const TEXT = {
  title: '门店详情',
  storeId: (id: string) => `门店编号：${id}`,
  missingId: '未指定门店',
  placeholder: '门店详情即将上线',
};

/** A diner's view of one store; opened as store-detail/index?storeId=<id>. */
export default function StoreDetailPage() {
  const { storeId } = useRouter().params;
  return (
    <PlainPage title={TEXT.title}>
      <Text className='store-detail__id'>{storeId ? TEXT.storeId(storeId) : TEXT.missingId}</Text>
      <Text>{TEXT.placeholder}</Text>
    </PlainPage>
  );
}
