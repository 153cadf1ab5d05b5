import { Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrder_Status as Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OptionList } from '@/components/option-list';
import { OrderPage, SettlementSubmit, useDepositSettlement, useStaff } from '@/components/staff-kit';
import { CloseReason } from '@/stores/staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

type Reason = 'STORE_REJECT' | 'STORE_CANCEL' | 'CREATOR_CANCEL' | 'DEPOSIT_PAYMENT_FAIL';

/**
 * The close reasons the engine takes from this status (docs/booking-engine.md).
 * CREATOR_CANCEL is the guest's own cancellation taken by phone: the guest is
 * told it was cancelled as they asked, not that the store cancelled it.
 */
function reasonsFor(order: BookingOrder): Reason[] {
  if (order.status === Status.WAIT_STORE_CONFIRM) return ['STORE_REJECT', 'STORE_CANCEL', 'CREATOR_CANCEL'];
  if (order.status === Status.WAIT_DEPOSIT_PAYMENT) return ['DEPOSIT_PAYMENT_FAIL', 'STORE_CANCEL', 'CREATOR_CANCEL'];
  return ['STORE_CANCEL', 'CREATOR_CANCEL'];
}

// An observer: it reads the staff stores (busy flags, loaded options).
const CancelForm = observer(function CancelForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const asked = useRouter().params.reason as Reason | undefined;
  const reasons = reasonsFor(order);
  const [reason, setReason] = useState<Reason>(asked && reasons.includes(asked) ? asked : reasons[0]);
  const [remark, setRemark] = useState('');
  const [guestNote, setGuestNote] = useState('');
  // The store may not keep the deposit of a booking it turned down; a cancel may keep it.
  const settlement = useDepositSettlement(
    order,
    reason === 'STORE_CANCEL' || reason === 'CREATOR_CANCEL',
    'REFUND_ALL',
  );
  return (
    <View>
      <OptionList
        title={t('staffOps.cancel.reason')}
        options={reasons.map((r) => ({ value: r, label: t(`staffOps.closeReason.${r}`) }))}
        selected={reason}
        onSelect={(value) => setReason(value as Reason)}
      />
      {settlement.view}
      <Textarea
        className='staff-form__textarea'
        value={remark}
        maxlength={500}
        placeholder={t('staffOps.cancel.remarkPlaceholder')}
        onInput={(e) => setRemark(e.detail.value)}
      />
      <Textarea
        className='staff-form__textarea'
        value={guestNote}
        maxlength={100}
        placeholder={t('staffOps.cancel.guestNotePlaceholder')}
        onInput={(e) => setGuestNote(e.detail.value)}
      />
      <SettlementSubmit
        pick={settlement.pick}
        ask={t('staffOps.ask.close')}
        label={t('staffOps.cancel.submit')}
        loading={staff.order.busy === 'close'}
        danger
        act={(pick) =>
          staff.order.close(CloseReason[reason], remark.trim(), settlement.holds ? pick : undefined, guestNote.trim())
        }
      />
    </View>
  );
});

/** Granting a diner's cancellation application: the deposit still held is refunded, kept, or split. */
const AgreeForm = observer(function AgreeForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const settlement = useDepositSettlement(order, true, 'REFUND_ALL');
  return (
    <View>
      {settlement.view}
      <SettlementSubmit
        pick={settlement.pick}
        ask={t('staffOps.ask.agreeCancel')}
        label={t('staffOps.agree.submit')}
        loading={staff.order.busy === 'agreeCancel'}
        act={(pick) => staff.order.agreeCancel(settlement.holds ? pick : undefined)}
      />
    </View>
  );
});

/**
 * store-order-cancel: close a booking (reject, cancel, deposit unpaid) with a
 * note, or grant a cancellation application (mode=agree); either way staff
 * say what becomes of the deposit still held, after asking.
 */
function StoreOrderCancelPage() {
  const { t } = useTranslation();
  const agree = useRouter().params.mode === 'agree';
  return (
    <OrderPage title={t(agree ? 'staffOps.agree.title' : 'staffOps.cancel.title')}>
      {(order) => (agree ? <AgreeForm order={order} /> : <CancelForm order={order} />)}
    </OrderPage>
  );
}

export default observer(StoreOrderCancelPage);
