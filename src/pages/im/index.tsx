import { Text } from '@tarojs/components';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

const TEXT = {
  title: '消息',
  empty: '暂无消息',
};

export default function ImPage() {
  return (
    <TabPage path={TAB_PATHS.im} title={TEXT.title}>
      <Text>{TEXT.empty}</Text>
    </TabPage>
  );
}
