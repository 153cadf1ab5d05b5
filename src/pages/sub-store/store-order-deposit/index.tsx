import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { useDateDisplay } from '@/i18n/use-date-display';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { formatCents } from '@/utils/money';

/**
 * store-order-deposit: the booking's deposit as the order records it, and the way to
 * the deposit screens (collect, refund, change), which open with the deposit service.
 */
function StoreOrderDepositPage() {
  const { t } = useTranslation();
  const { open } = useStaff();
  const { dateTime } = useDateDisplay();
  const yuan = (cents: string) => t('staffOps.common.yuan', { amount: formatCents(cents || '0') });
  return (
    <OrderPage title={t('staffOps.deposit.title')}>
      {(order) => (
        <View>
          <Cell.Group>
            <Cell title={t('staffOps.deposit.amount')} extra={yuan(order.depositAmount)} />
            <Cell title={t('staffOps.order.paid')} extra={yuan(order.paidAmount)} />
            <Cell title={t('staffOps.order.refunded')} extra={yuan(order.refundAmount)} />
            <Cell title={t('staffOps.order.forfeited')} extra={yuan(order.depositForfeitAmount)} />
            <Cell title={t('staffOps.order.netPaid')} extra={yuan(order.netPaidAmount)} />
          </Cell.Group>
          {order.depositExpireTime && (
            <Text className='staff-form__help'>
              {t('staffOps.deposit.expire', { time: dateTime(timestampDate(order.depositExpireTime)) })}
            </Text>
          )}
          <Cell.Group>
            {(
              [
                ['paymentTitle', STAFF_ROUTES.depositPayment],
                ['refundTitle', STAFF_ROUTES.depositRefund],
                ['modifyTitle', STAFF_ROUTES.depositModify],
              ] as const
            ).map(([key, route]) => (
              <Cell
                key={key}
                title={t(`staffOps.deposit.${key}`)}
                clickable
                onClick={() => open(route, { id: order.model?.id })}
              />
            ))}
          </Cell.Group>
        </View>
      )}
    </OrderPage>
  );
}

export default observer(StoreOrderDepositPage);
