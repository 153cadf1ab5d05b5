import { Text } from '@tarojs/components';
import { PlainPage } from '@/components/plain-page';

const TEXT = {
  title: '门店首页',
  placeholder: '门店工作台即将上线',
};

/** Staff's home for one store (spec: /pages/sub/store-home/index). */
export default function StoreHomePage() {
  return (
    <PlainPage title={TEXT.title}>
      <Text>{TEXT.placeholder}</Text>
    </PlainPage>
  );
}
