import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { useRootStore } from '@/stores';
import ServerStatus from './server-status';
// staff app: bookings (issue 8 part A): the operation tab is home in merchant mode
import { OperationHome } from '@/components/operation-home';
import './index.scss';

// Diners land on the directory; staff reach the same route as their operation tab.
function HomePage() {
  const { t } = useTranslation();
  const store = useRootStore();
  const { operator, clientConfig } = store;
  const title = operator.mode === 'diner' ? t('page.home.title') : t('page.home.merchantTitle');
  // staff app: bookings (issue 8 part A)
  if (operator.mode === 'merchant')
    return (
      <TabPage
        path={TAB_PATHS.home}
        title={title}
        onRefresh={() => store.staff.operation.load().catch(() => undefined)}
      >
        <OperationHome />
      </TabPage>
    );
  return (
    <TabPage path={TAB_PATHS.home} title={title} contactFooter onRefresh={() => clientConfig.load()}>
      <Text className='home__welcome'>{t('page.home.welcome')}</Text>
      <View className='home-rpc-result'>
        <ServerStatus />
      </View>
    </TabPage>
  );
}

export default observer(HomePage);
