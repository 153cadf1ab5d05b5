import { Text } from '@tarojs/components';
import { Cell } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { ModeSwitch } from '@/components/mode-switch';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';

function MePage() {
  const { t } = useTranslation();
  const { session, navigator } = useRootStore();
  const name = session.user?.nickname || session.user?.phone || '';
  return (
    <TabPage path={TAB_PATHS.me} title={t('page.me.title')}>
      <Text className='me__who'>{session.loggedIn ? t('page.me.loggedInAs', { name }) : t('page.me.notLoggedIn')}</Text>
      <Cell
        className='me__settings'
        title={t('page.me.settings')}
        extra='›'
        clickable
        onClick={() => void navigator.navigateTo(ROUTES.setting)}
      />
      <ModeSwitch />
    </TabPage>
  );
}

export default observer(MePage);
