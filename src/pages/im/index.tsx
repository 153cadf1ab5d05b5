import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

export default function ImPage() {
  const { t } = useTranslation();
  return (
    <TabPage path={TAB_PATHS.im} title={t('page.im.title')}>
      <Text>{t('page.im.empty')}</Text>
    </TabPage>
  );
}
