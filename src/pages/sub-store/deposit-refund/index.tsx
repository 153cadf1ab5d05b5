import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OptionList } from '@/components/option-list';
import { DepositMoney, DrawForm, OrderPage, useStaff } from '@/components/staff-kit';
import { moneyOpsFor, type MoneyOp } from '@/stores/staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** What can be done with the deposit still held (?op= picks one). */
type Op = 'refund' | 'forfeit' | 'discount';
const OPS: Record<Op, MoneyOp> = { refund: 'depositRefund', forfeit: 'depositForfeit', discount: 'depositDiscount' };

// An observer: it reads the staff stores (busy flags, the order as changed).
const DepositRefundForm = observer(function DepositRefundForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const asked = useRouter().params.op as Op | undefined;
  const allowed = moneyOpsFor(order);
  const ops = (Object.keys(OPS) as Op[]).filter((op) => allowed.includes(OPS[op]));
  const [chosen, setChosen] = useState<Op | undefined>(asked);
  const op = chosen && ops.includes(chosen) ? chosen : ops[0];
  const money = staff.money;
  const held = order.netPaidAmount || '0';
  const currency = order.currency;
  return (
    <View>
      <DepositMoney order={order} />
      {!op && <Text className='order-page__note'>{t('staffOps.deposit.nothingHeld')}</Text>}
      {ops.length > 1 && op && (
        <OptionList
          title={t('staffOps.deposit.opTitle')}
          options={ops.map((o) => ({ value: o, label: t(`staffOps.deposit.op.${o}`) }))}
          selected={op}
          onSelect={(value) => setChosen(value as Op)}
        />
      )}
      {op === 'refund' && (
        <DrawForm
          key='refund'
          max={held}
          currency={currency}
          amountLabel={t('staffOps.deposit.refundAmount', { currency })}
          note='reason'
          submitLabel={t('staffOps.deposit.refundSubmit')}
          ask={(amount) => t('staffOps.ask.refundDeposit', { amount, currency })}
          busyName='refundDeposit'
          danger
          run={(cents, reason) => money.refundDeposit(cents, reason)}
          whole={{
            label: t('staffOps.deposit.refundAll', { amount: held, currency }),
            ask: t('staffOps.ask.refundAllDeposit', { amount: held, currency }),
            busyName: 'refundRefundableDeposit',
            run: (reason) => money.refundRefundableDeposit(reason),
          }}
        />
      )}
      {op === 'forfeit' && (
        <DrawForm
          key='forfeit'
          max={held}
          currency={currency}
          amountLabel={t('staffOps.deposit.forfeitAmount', { currency })}
          note='remark'
          submitLabel={t('staffOps.deposit.forfeitSubmit')}
          ask={(amount) => t('staffOps.ask.forfeitDeposit', { amount, currency })}
          busyName='forfeitDeposit'
          danger
          run={(cents, remark) => money.forfeitDeposit(cents, remark)}
        />
      )}
      {op === 'discount' && (
        <DrawForm
          key='discount'
          max={held}
          currency={currency}
          amountLabel={t('staffOps.deposit.discountAmount', { currency })}
          note='remark'
          submitLabel={t('staffOps.deposit.discountSubmit')}
          ask={(amount) => t('staffOps.ask.discountDeposit', { amount, currency })}
          busyName='discountDeposit'
          run={(cents, remark) => money.discountDeposit(cents, remark)}
        />
      )}
    </View>
  );
});

/**
 * deposit-refund: the deposit still held (net paid) handed back, in part or all of it
 * at once, or, where the status allows, kept by the store or deducted from the bill.
 */
function DepositRefundPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.deposit.refundTitle')}>{(order) => <DepositRefundForm order={order} />}</OrderPage>
  );
}

export default observer(DepositRefundPage);
