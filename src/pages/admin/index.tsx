import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { ModeSwitch } from '@/components/mode-switch';

export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <TabPage path={TAB_PATHS.admin} title={t('page.admin.title')}>
      <Text>{t('page.admin.empty')}</Text>
      <ModeSwitch />
    </TabPage>
  );
}
