import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { useRootStore } from '@/stores';
import ServerStatus from './server-status';
import './index.scss';

const TEXT = {
  dinerTitle: '首页',
  merchantTitle: '经营',
  welcome: '欢迎使用订座与饭局',
};

// Diners land on the directory; staff reach the same route as their operation tab.
function HomePage() {
  const { operator } = useRootStore();
  const title = operator.mode === 'diner' ? TEXT.dinerTitle : TEXT.merchantTitle;
  return (
    <TabPage path={TAB_PATHS.home} title={title}>
      <Text className='home__welcome'>{TEXT.welcome}</Text>
      <View className='home-rpc-result'>
        <ServerStatus />
      </View>
    </TabPage>
  );
}

export default observer(HomePage);
