import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { moneyOpsFor } from '@/stores/staff';
import { DrawForm } from './draw-form';
import { FinalMoney } from './money-rows';
import { useStaff } from './use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// The two ways money leaves a paid final payment differ only in words and in the
// order store's action (also its busy name).
const DRAWS = {
  finalRefund: {
    action: 'refundFinal',
    note: 'reason',
    amountLabel: 'staffOps.amount.refundAmount',
    help: undefined,
    submitLabel: 'staffOps.amount.refundSubmit',
    ask: 'staffOps.ask.refundFinal',
  },
  finalForfeit: {
    action: 'forfeitFinal',
    note: 'remark',
    amountLabel: 'staffOps.amount.forfeitAmount',
    help: 'staffOps.amount.forfeitHelp',
    submitLabel: 'staffOps.amount.forfeitSubmit',
    ask: 'staffOps.ask.forfeitFinal',
  },
} as const;

export interface FinalDrawFormProps {
  order: BookingOrder;
  /** A refund hands money back; a forfeit keeps it for good. Either takes at most what is refundable. */
  draw: keyof typeof DRAWS;
}

/** An observer: it reads the staff stores (busy flags, the order as changed). */
export const FinalDrawForm = observer(function FinalDrawForm({ order, draw }: FinalDrawFormProps) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const d = DRAWS[draw];
  return (
    <View>
      <FinalMoney order={order} />
      {moneyOpsFor(order).includes(draw) ? (
        <DrawForm
          max={order.finalRefundableAmount}
          currency={order.currency}
          amountLabel={t(d.amountLabel, { currency: order.currency })}
          note={d.note}
          help={d.help && t(d.help)}
          submitLabel={t(d.submitLabel)}
          ask={(amount) => t(d.ask, { amount, currency: order.currency })}
          busyName={d.action}
          danger
          run={(cents, note) => staff.money[d.action](cents, note)}
        />
      ) : (
        <Text className='order-page__note'>{t('staffOps.amount.nothingRefundable')}</Text>
      )}
    </View>
  );
});
