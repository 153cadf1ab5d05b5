import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

export default function FeastPage() {
  const { t } = useTranslation();
  return (
    <TabPage path={TAB_PATHS.feast} title={t('page.feast.title')}>
      <Text>{t('page.feast.empty')}</Text>
    </TabPage>
  );
}
