import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';

/** Staff's home for one store (spec: /pages/sub/store-home/index). */
export default function StoreHomePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page.storeHome.title')}>
      <Text>{t('page.storeHome.placeholder')}</Text>
    </PageShell>
  );
}
