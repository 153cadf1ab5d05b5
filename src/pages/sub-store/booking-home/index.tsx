import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';

/** Store staff's booking board: a booking page, so the dark style. */
export default function BookingHomePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page.bookingHome.title')} variant='dark'>
      <Text>{t('page.bookingHome.placeholder')}</Text>
    </PageShell>
  );
}
