import { Text } from '@tarojs/components';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { ModeSwitch } from '@/components/mode-switch';

const TEXT = {
  title: '管理',
  empty: '暂无可管理的门店',
};

export default function AdminPage() {
  return (
    <TabPage path={TAB_PATHS.admin} title={TEXT.title}>
      <Text>{TEXT.empty}</Text>
      <ModeSwitch />
    </TabPage>
  );
}
