import { Button } from '@nutui/nutui-react-taro';
import { Input, Picker, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { formatSecondOfDay } from '@/common/shift-time';
import { DECIMAL_KEYPAD, useStaff } from '@/components/staff-kit';
import { SlotChips } from '@/components/staff-kit/slot-chips';
import { askConfirm, showToast } from '@/services/feedback';
import type { StaffBookOutDetail } from '@/stores/book-out/staff-book-out.store';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/book-out-texts';
import { personName } from '@/common/person-name';

/**
 * A confirmed request's booking: date, time and tables chosen as on the
 * new-booking page and the deposit the diner will pay at the cashier; or an
 * open booking of that day linked instead.
 */
function SeatPanelView({ detail }: { detail: StaffBookOutDetail }) {
  const { t } = useTranslation();
  const { dateLabel } = useStaff();
  const chip = (on: boolean) => (on ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip');
  const create = async () => {
    if (await detail.createOrder()) showToast(t('bookOut.staff.created'));
  };
  const assign = async (orderId: string) => {
    if (!(await askConfirm(t('bookOut.staff.assignAsk'), t('bookOut.staff.assign'), t('bookOut.staff.back')))) return;
    if (await detail.assign(orderId)) showToast(t('bookOut.staff.assigned'));
  };
  return (
    <View className='book-out__panel book-out-seat'>
      <Text className='book-out__heading'>{t('bookOut.staff.createTitle')}</Text>
      <View className='staff-form__row'>
        <Text>{t('bookOut.staff.date')}</Text>
        <Picker mode='date' value={detail.date} onChange={(e) => void detail.setDate(e.detail.value)}>
          <Text className='book-out-seat__date'>{dateLabel(detail.date)}</Text>
        </Picker>
      </View>
      <Text className='staff-form__label'>{t('bookOut.staff.time')}</Text>
      <SlotChips
        inventory={detail.inventory}
        chosen={{ shiftId: detail.shiftId, startSecond: detail.startSecond }}
        onChoose={(shiftId, start) => void detail.chooseSlot(shiftId, start)}
        slotClass='book-out-seat__slot'
      />
      {detail.startSecond !== null && (
        <>
          <Text className='staff-form__label'>{t('bookOut.staff.tables')}</Text>
          <View className='staff-form__chips'>
            {detail.freeItems.map((item) => (
              <Text
                key={item.storeTableItemId}
                className={`${chip(detail.itemIds.includes(item.storeTableItemId))} book-out-seat__item`}
                onClick={() => detail.toggleItem(item.storeTableItemId)}
              >
                {item.name}
              </Text>
            ))}
          </View>
          {detail.itemIds.length === 0 && <Text className='staff-form__help'>{t('bookOut.staff.autoTables')}</Text>}
        </>
      )}
      <View className='staff-form__field'>
        <Text className='staff-form__label'>
          {t('bookOut.staff.deposit', { currency: detail.form?.currency ?? '' })}
        </Text>
        <Input
          className='staff-form__input book-out-seat__deposit'
          type='text'
          nativeProps={DECIMAL_KEYPAD}
          value={detail.depositYuan}
          onInput={(e) => detail.setDeposit(e.detail.value)}
        />
        {detail.depositCents === null && <Text className='order-page__error'>{t('bookOut.staff.depositInvalid')}</Text>}
      </View>
      <Button
        type='primary'
        block
        className='book-out-seat__create'
        disabled={!detail.canCreate}
        loading={detail.busy}
        onClick={() => void create()}
      >
        {t('bookOut.staff.create')}
      </Button>
      <Text className='book-out__heading'>{t('bookOut.staff.assignTitle')}</Text>
      {detail.dayOrders.length === 0 && <Text className='staff-form__help'>{t('bookOut.staff.noDayOrders')}</Text>}
      {detail.dayOrders.map((o) => (
        <View key={o.model?.id} className='staff-form__row book-out-seat__order'>
          <Text>
            {`${formatSecondOfDay(o.reservationStartSecond)} ${personName(o.diner)} · ${t('staffOps.common.people', { count: o.peopleCount })}`}
          </Text>
          <Text className='create-form__lookup-button' onClick={() => void assign(o.model?.id ?? '')}>
            {t('bookOut.staff.assign')}
          </Text>
        </View>
      ))}
    </View>
  );
}

export const SeatPanel = observer(SeatPanelView);
