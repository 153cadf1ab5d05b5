import { Text } from '@tarojs/components';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

const TEXT = {
  title: '门店',
  empty: '暂无门店',
};

export default function StorePage() {
  return (
    <TabPage path={TAB_PATHS.store} title={TEXT.title}>
      <Text>{TEXT.empty}</Text>
    </TabPage>
  );
}
