import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@/stores';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { ModeSwitch } from '@/components/mode-switch';
// staff app: store setup and diner CRM (issue 8, part B)
import { StoreSetupEntry } from '@/components/store-setup-entry';

function AdminPage() {
  const { t } = useTranslation();
  const { operator } = useRootStore();
  return (
    <TabPage path={TAB_PATHS.admin} title={t('page.admin.title')}>
      {/* staff app: store setup and diner CRM (issue 8, part B): staff see their store's setup */}
      {operator.mode === 'merchant' ? <StoreSetupEntry /> : <Text>{t('page.admin.empty')}</Text>}
      <ModeSwitch />
    </TabPage>
  );
}

export default observer(AdminPage);
