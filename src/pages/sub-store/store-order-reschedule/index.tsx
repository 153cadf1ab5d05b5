import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { showToast } from '@/services/feedback';
import { addDays } from '@/common/business-date';
import './index.scss';
import { CountStepper } from '@/components/staff-kit/count-stepper';
import { SlotChips } from '@/components/staff-kit/slot-chips';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const RescheduleForm = observer(function RescheduleForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back, dateLabel } = useStaff();
  const r = staff.reschedule;
  useEffect(() => {
    r.start(order).catch(() => undefined);
    // Started once per order: the form keeps what staff change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [r, order.model?.id]);
  const d = r.draft;

  const submit = async () => {
    if (await r.submit()) {
      showToast(t('staffOps.reschedule.done'));
      back();
    }
  };

  return (
    <View className='reschedule'>
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.reschedule.date')}</Text>
        <View className='staff-form__row'>
          <Text className='reschedule__prev' onClick={() => void r.setDate(addDays(d.date, -1))}>
            ‹
          </Text>
          <Text className='reschedule__date'>{d.date ? dateLabel(d.date) : ''}</Text>
          <Text className='reschedule__next' onClick={() => void r.setDate(addDays(d.date, 1))}>
            ›
          </Text>
        </View>
      </View>
      <CountStepper
        label={t('staffOps.common.adults')}
        value={d.adultCount}
        min={1}
        onChange={(v) => void r.setPeople(v, d.childCount)}
      />
      <CountStepper
        label={t('staffOps.common.children')}
        value={d.childCount}
        min={0}
        onChange={(v) => void r.setPeople(d.adultCount, v)}
      />
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.reschedule.time')}</Text>
        {r.inventory.length === 0 && !r.loading && (
          <Text className='staff-form__help'>{t('staffOps.reschedule.noSlots')}</Text>
        )}
        <SlotChips
          inventory={r.inventory}
          chosen={d}
          onChoose={(shiftId, second) => r.chooseSlot(shiftId, second)}
          slotClass='reschedule__slot'
        />
      </View>
      <Text className='staff-form__help reschedule__deposit-rule'>{t('staffOps.reschedule.depositRule')}</Text>
      <View className='order-page__actions'>
        <Button
          type='primary'
          block
          disabled={!r.changed}
          loading={staff.order.busy === 'reschedule'}
          onClick={() => void submit()}
        >
          {t('staffOps.reschedule.submit')}
        </Button>
      </View>
    </View>
  );
});

/**
 * store-order-reschedule: another date, time or party for a booking, sent as
 * one change; the server checks availability as for a new booking and
 * settles the deposit's difference (shown as a rule under the form).
 */
function StoreOrderReschedulePage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.reschedule.title')}>{(order) => <RescheduleForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderReschedulePage);
