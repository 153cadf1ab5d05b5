import { Button } from '@nutui/nutui-react-taro';
import { Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingOrder_Status as Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OptionList } from '@/components/option-list';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { CloseReason } from '@/stores/staff';

type Reason = 'STORE_REJECT' | 'STORE_CANCEL' | 'DEPOSIT_PAYMENT_FAIL';

/** The close reasons the engine takes from this status (docs/booking-engine.md). */
function reasonsFor(order: BookingOrder): Reason[] {
  if (order.status === Status.WAIT_STORE_CONFIRM) return ['STORE_REJECT', 'STORE_CANCEL'];
  if (order.status === Status.WAIT_DEPOSIT_PAYMENT) return ['DEPOSIT_PAYMENT_FAIL', 'STORE_CANCEL'];
  return ['STORE_CANCEL'];
}

// An observer: it reads the staff stores (busy flags, loaded options).
const CancelForm = observer(function CancelForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const asked = useRouter().params.reason as Reason | undefined;
  const reasons = reasonsFor(order);
  const [reason, setReason] = useState<Reason>(asked && reasons.includes(asked) ? asked : reasons[0]);
  const [remark, setRemark] = useState('');
  const submit = async () => {
    if (!(await confirmAction(t('staffOps.ask.close'), t('staffOps.common.confirm'), t('staffOps.common.cancel'))))
      return;
    if (await staff.order.close(CloseReason[reason], remark.trim())) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View>
      <OptionList
        title={t('staffOps.cancel.reason')}
        options={reasons.map((r) => ({ value: r, label: t(`staffOps.closeReason.${r}`) }))}
        selected={reason}
        onSelect={(value) => setReason(value as Reason)}
      />
      <Textarea
        className='staff-form__textarea'
        value={remark}
        maxlength={500}
        placeholder={t('staffOps.cancel.remarkPlaceholder')}
        onInput={(e) => setRemark(e.detail.value)}
      />
      <View className='order-page__actions'>
        <Button type='danger' loading={staff.order.busy === 'close'} onClick={() => void submit()}>
          {t('staffOps.cancel.submit')}
        </Button>
      </View>
    </View>
  );
});

/** store-order-cancel: close a booking (reject, cancel, deposit unpaid) with a note, after asking. */
function StoreOrderCancelPage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.cancel.title')}>{(order) => <CancelForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderCancelPage);
