import { Text } from '@tarojs/components';
import { PlainPage } from '@/components/plain-page';

const TEXT = {
  title: '预订',
  placeholder: '预订看板即将上线',
};

/** Store staff's booking board. */
export default function BookingHomePage() {
  return (
    <PlainPage title={TEXT.title}>
      <Text>{TEXT.placeholder}</Text>
    </PlainPage>
  );
}
