import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { OrderPage } from './order-page';

/**
 * A deposit or final-payment screen whose server operations arrive with the deposit
 * operations service (branch deposits): the route works and says plainly it is not
 * available yet, instead of offering buttons that cannot work.
 */
export function NotYetOrderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <OrderPage title={title}>{() => <Text className='order-page__note'>{t('staffOps.common.notYet')}</Text>}</OrderPage>
  );
}
