import { Text } from '@tarojs/components';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

const TEXT = {
  title: '饭局',
  empty: '暂无饭局',
};

export default function FeastPage() {
  return (
    <TabPage path={TAB_PATHS.feast} title={TEXT.title}>
      <Text>{TEXT.empty}</Text>
    </TabPage>
  );
}
