import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { DepositMoney, FinalMoney, OrderPage, useStaff } from '@/components/staff-kit';
import { useDateDisplay } from '@/i18n/use-date-display';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { moneyOpsFor, positive, type MoneyOp } from '@/stores/staff';
import { MoneyLog } from './money-log';

interface MoneyLink {
  op: MoneyOp;
  label: string;
  route: string;
  query?: Record<string, string>;
}

// An observer: it reads the staff stores (the order and its log as changed).
const DepositOverview = observer(function DepositOverview({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { open } = useStaff();
  const { dateTime } = useDateDisplay();
  const ops = moneyOpsFor(order);
  const links: MoneyLink[] = [
    { op: 'depositPayment', label: t('staffOps.deposit.paymentTitle'), route: STAFF_ROUTES.depositPayment },
    { op: 'depositModify', label: t('staffOps.deposit.modifyTitle'), route: STAFF_ROUTES.depositModify },
    {
      op: 'depositRefund',
      label: t('staffOps.deposit.refundTitle'),
      route: STAFF_ROUTES.depositRefund,
      query: { op: 'refund' },
    },
    {
      op: 'depositForfeit',
      label: t('staffOps.deposit.forfeitTitle'),
      route: STAFF_ROUTES.depositRefund,
      query: { op: 'forfeit' },
    },
    {
      op: 'depositDiscount',
      label: t('staffOps.deposit.discountTitle'),
      route: STAFF_ROUTES.depositRefund,
      query: { op: 'discount' },
    },
    { op: 'finalPayment', label: t('staffOps.amount.paymentTitle'), route: STAFF_ROUTES.amountPayment },
    { op: 'finalRefund', label: t('staffOps.amount.refundTitle'), route: STAFF_ROUTES.amountRefund },
    { op: 'finalForfeit', label: t('staffOps.amount.forfeitTitle'), route: STAFF_ROUTES.amountForfeit },
  ];
  const offered = links.filter((l) => ops.includes(l.op));
  const hasFinal = positive(order.finalPaymentAmount) || positive(order.finalPaidAmount);
  return (
    <View>
      <DepositMoney order={order} />
      {order.depositExpireTime && ops.includes('depositPayment') && (
        <Text className='staff-form__help'>
          {t('staffOps.deposit.expire', { time: dateTime(timestampDate(order.depositExpireTime)) })}
        </Text>
      )}
      {hasFinal && <FinalMoney order={order} />}
      {offered.length > 0 && (
        <Cell.Group className='deposit-links'>
          {offered.map((l) => (
            <Cell
              key={l.op}
              className={`deposit-links__link deposit-links__link--${l.op}`}
              title={l.label}
              clickable
              onClick={() => open(l.route, { id: order.model?.id, ...l.query })}
            />
          ))}
        </Cell.Group>
      )}
      <MoneyLog order={order} />
    </View>
  );
});

/**
 * store-order-deposit: the booking's deposit (and final payment, once set) as the
 * order's books hold them, the operations its status allows, and the money record
 * with revoke for a forfeit or a deduction.
 */
function StoreOrderDepositPage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.deposit.title')}>{(order) => <DepositOverview order={order} />}</OrderPage>;
}

export default observer(StoreOrderDepositPage);
