import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { FinalDrawForm, OrderPage } from '@/components/staff-kit';

/** amount-forfeit: the store keeps part of the paid final payment for good (no longer refundable). */
function AmountForfeitPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.amount.forfeitTitle')}>
      {(order) => <FinalDrawForm order={order} draw='finalForfeit' />}
    </OrderPage>
  );
}

export default observer(AmountForfeitPage);
