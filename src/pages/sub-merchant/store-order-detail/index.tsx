import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { PlainPage } from '@/components/plain-page';

const TEXT = {
  title: '订单详情',
  orderId: (id: string) => `订单编号：${id}`,
  missingId: '未指定订单',
  placeholder: '订单详情即将上线',
};

/** Merchant staff's view of one booking order. */
export default function StoreOrderDetailPage() {
  const { id } = useRouter().params;
  return (
    <PlainPage title={TEXT.title}>
      <Text>{id ? TEXT.orderId(id) : TEXT.missingId}</Text>
      <Text>{TEXT.placeholder}</Text>
    </PlainPage>
  );
}
