import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

export default function StorePage() {
  const { t } = useTranslation();
  return (
    <TabPage path={TAB_PATHS.store} title={t('page.store.title')}>
      <Text>{t('page.store.empty')}</Text>
    </TabPage>
  );
}
