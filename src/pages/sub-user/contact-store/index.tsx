import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';

/** Where the floating question mark and the footer's chat button lead (spec: contact-store). */
export default function ContactStorePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page.contactStore.title')} hideContactButton contactFooter>
      <Text className='contact-store__intro'>{t('page.contactStore.intro')}</Text>
    </PageShell>
  );
}
