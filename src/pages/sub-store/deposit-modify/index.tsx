import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { AmountField, DepositMoney, OrderPage, useStaff } from '@/components/staff-kit';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { moneyOpsFor } from '@/stores/staff';
import { MAX_AMOUNT_CENTS, readYuan } from '@/common/amount-input';
import { formatCents } from '@/common/money-format';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// An observer: it reads the staff stores (busy flags, the order as changed).
const DepositModifyForm = observer(function DepositModifyForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const [text, setText] = useState(formatCents(order.depositAmount || '0'));
  const [remark, setRemark] = useState('');
  // 0 is an answer here: it waives the deposit.
  const reading = readYuan(text, { allowZero: true });
  const busy = staff.order.busy;
  if (!moneyOpsFor(order).includes('depositModify')) {
    return (
      <View>
        <DepositMoney order={order} />
        <Text className='order-page__note'>{t('staffOps.deposit.modifyNotAllowed')}</Text>
      </View>
    );
  }
  const submit = async () => {
    if (!reading.ok) return;
    const waive = reading.cents === '0';
    if (
      waive &&
      !(await confirmAction(t('staffOps.ask.waiveDeposit'), t('staffOps.common.confirm'), t('staffOps.common.cancel')))
    )
      return;
    if (await staff.money.modifyDeposit(reading.cents, remark.trim())) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View className='money-form'>
      <DepositMoney order={order} />
      <AmountField
        label={t('staffOps.deposit.newAmount', { currency: order.currency })}
        currency={order.currency}
        value={text}
        onInput={setText}
        reading={reading}
        max={MAX_AMOUNT_CENTS}
        help={t('staffOps.deposit.waiveHelp')}
      />
      <Text className='staff-form__label'>{t('staffOps.deposit.form.remark')}</Text>
      <Textarea
        className='staff-form__textarea money-form__note'
        value={remark}
        maxlength={200}
        placeholder={t('staffOps.deposit.form.notePlaceholder')}
        onInput={(e) => setRemark(e.detail.value)}
      />
      <View className='order-page__actions'>
        <Button
          className='money-form__submit'
          type='primary'
          disabled={!reading.ok || !!busy}
          loading={busy === 'modifyDeposit'}
          onClick={() => void submit()}
        >
          {t('staffOps.deposit.modifySubmit')}
        </Button>
      </View>
    </View>
  );
});

/** deposit-modify: a new deposit for a booking still waiting for it; 0 waives it. */
function DepositModifyPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.deposit.modifyTitle')}>{(order) => <DepositModifyForm order={order} />}</OrderPage>
  );
}

export default observer(DepositModifyPage);
