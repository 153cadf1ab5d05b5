import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { showToast } from '@/services/feedback';
import { readYuan } from '@/common/amount-input';
import { subtractCents } from '@/common/money';
import { formatCents } from '@/common/money-format';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// An observer: it reads the staff stores (busy flags, loaded options).
const AmountForm = observer(function AmountForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const known = order.mealCostAmount !== '0' ? formatCents(order.mealCostAmount) : '';
  const [meal, setMeal] = useState(known);
  const [final, setFinal] = useState(order.finalPaymentAmount !== '0' ? formatCents(order.finalPaymentAmount) : '');
  const [finalTouched, setFinalTouched] = useState(!!final);
  // 0 is a real answer for both (a comped meal, a deposit that covers it all).
  const mealCost = readYuan(meal, { allowZero: true });
  // Until typed, the amount to pay is the meal cost less the deposit received.
  const suggested = mealCost.ok
    ? (() => {
        const rest = subtractCents(mealCost.cents, order.netPaidAmount || '0');
        return rest.startsWith('-') ? '0' : formatCents(rest);
      })()
    : '';
  const finalText = finalTouched ? final : suggested;
  const finalAmount = readYuan(finalText, { allowZero: true });
  const valid = mealCost.ok && finalAmount.ok;
  const submit = async () => {
    if (!mealCost.ok || !finalAmount.ok) return;
    if (await staff.order.setFinalPayment(finalAmount.cents, mealCost.cents)) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View>
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.amount.mealCost', { currency: order.currency })}</Text>
        <Input
          className='staff-form__input staff-form__input--meal'
          type='digit'
          value={meal}
          onInput={(e) => setMeal(e.detail.value)}
        />
      </View>
      {order.netPaidAmount !== '0' && (
        <Text className='staff-form__help'>
          {t('staffOps.amount.netPaid', { amount: order.netPaidAmount, currency: order.currency })}
        </Text>
      )}
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.amount.finalPayment', { currency: order.currency })}</Text>
        <Input
          className='staff-form__input staff-form__input--final'
          type='digit'
          value={finalText}
          onInput={(e) => {
            setFinalTouched(true);
            setFinal(e.detail.value);
          }}
        />
      </View>
      {!valid && (meal || finalTouched) && <Text className='order-page__error'>{t('staffOps.amount.badAmount')}</Text>}
      <View className='order-page__actions'>
        <Button
          type='primary'
          disabled={!valid}
          loading={staff.order.busy === 'setFinalPayment'}
          onClick={() => void submit()}
        >
          {t('staffOps.amount.submit')}
        </Button>
      </View>
    </View>
  );
});

/** store-order-amount: the meal's cost and what the diner still pays; the diner is then asked to pay. */
function StoreOrderAmountPage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.amount.title')}>{(order) => <AmountForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderAmountPage);
