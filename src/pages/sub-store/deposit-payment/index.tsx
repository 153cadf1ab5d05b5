import { useTranslation } from 'react-i18next';
import { NotYetOrderPage } from '@/components/staff-kit';

// Waits on the deposit operations service (branch deposits): the route exists and
// says so until the service is merged.
export default function DepositPaymentPage() {
  const { t } = useTranslation();
  return <NotYetOrderPage title={t('staffOps.deposit.paymentTitle')} />;
}
