import { useTranslation } from 'react-i18next';
import { NotYetOrderPage } from '@/components/staff-kit';

// Waits on the deposit operations service (branch deposits): the route exists and
// says so until the service is merged.
export default function AmountRefundPage() {
  const { t } = useTranslation();
  return <NotYetOrderPage title={t('staffOps.amount.refundTitle')} />;
}
