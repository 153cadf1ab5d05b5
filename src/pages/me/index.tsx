import { Text } from '@tarojs/components';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { ModeSwitch } from '@/components/mode-switch';

const TEXT = {
  title: '我的',
  notLoggedIn: '未登录',
};

export default function MePage() {
  return (
    <TabPage path={TAB_PATHS.me} title={TEXT.title}>
      <Text>{TEXT.notLoggedIn}</Text>
      <ModeSwitch />
    </TabPage>
  );
}
