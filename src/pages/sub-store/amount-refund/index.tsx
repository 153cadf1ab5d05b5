import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { FinalDrawForm, OrderPage } from '@/components/staff-kit';

/** amount-refund: part or all of the paid final payment handed back (at most what is refundable). */
function AmountRefundPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.amount.refundTitle')}>
      {(order) => <FinalDrawForm order={order} draw='finalRefund' />}
    </OrderPage>
  );
}

export default observer(AmountRefundPage);
