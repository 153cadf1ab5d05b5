import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotInventory_State as SlotState } from '@/gen/booking/v1/availability_pb';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { addDays } from '@/common/business-date';
import { formatSecondOfDay } from '@/common/shift-time';
import './index.scss';
import { useLocalName } from '@/i18n/use-local-name';
import { CountStepper } from '@/components/staff-kit/count-stepper';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * store-order-create-select: date, party, a time of a shift (staff see hidden and full
 * times too) and, optionally, the tables; a table tapped on the board comes chosen.
 */
function StoreOrderCreateSelectPage() {
  const { t } = useTranslation();
  const { shiftName } = useLocalName();
  const { staff, open, dateLabel, navigator } = useStaff();
  const { create } = staff;
  const params = useRouter().params;
  useEffect(() => {
    const date = params.date || staff.day.date || staff.day.today;
    void create
      .start({
        date,
        itemIds: params.itemId ? [params.itemId] : [],
        startSecond: params.second ? Number(params.second) : null,
      })
      .catch(() => undefined);
  }, [create, staff.day, params.date, params.itemId, params.second]);
  // Back from the booking just made (its page replaced the form): the form is done, on to the board.
  const shown = useRef(false);
  useDidShow(() => {
    if (shown.current && create.made) void navigator.back();
    shown.current = true;
  });
  const d = create.draft;
  const slotLabel = (state: SlotState, hidden: boolean) =>
    state === SlotState.TAKEN
      ? t('staffOps.create.slotTaken')
      : state === SlotState.INSUFFICIENT
        ? t('staffOps.create.slotInsufficient')
        : hidden
          ? t('staffOps.create.slotHidden')
          : '';

  return (
    <PageShell title={t('staffOps.create.selectTitle')}>
      <View className='create-select'>
        <View className='staff-form__row'>
          <Text onClick={() => void create.setDate(addDays(d.date, -1))}>‹</Text>
          <Text
            className='create-select__date'
            onClick={() => open(STAFF_ROUTES.calendarPicker, { date: d.date, for: 'create' })}
          >
            {dateLabel(d.date)}
          </Text>
          <Text onClick={() => void create.setDate(addDays(d.date, 1))}>›</Text>
        </View>
        <CountStepper
          label={t('staffOps.common.adults')}
          value={d.adultCount}
          min={1}
          onChange={(v) => void create.setPeople(v, d.childCount)}
        />
        <CountStepper
          label={t('staffOps.common.children')}
          value={d.childCount}
          min={0}
          onChange={(v) => void create.setPeople(d.adultCount, v)}
        />
        <View className='staff-form__field'>
          <Text className='staff-form__label'>{t('staffOps.create.time')}</Text>
          {create.inventory.length === 0 && !create.loadingSlots && (
            <Text className='staff-form__help'>{t('staffOps.create.noSlots')}</Text>
          )}
          {create.inventory.map((shift) => (
            <View key={shift.storeShiftId} className='create-select__shift'>
              <Text className='create-select__shift-name'>{shiftName(shift)}</Text>
              <View className='staff-form__chips'>
                {shift.slotList.map((slot) => {
                  const on = d.shiftId === shift.storeShiftId && d.startSecond === slot.startSecond;
                  const note = slotLabel(slot.state, slot.hidden);
                  const cls = ['staff-form__chip', 'create-select__slot'];
                  if (on) cls.push('staff-form__chip--on');
                  else if (slot.state !== SlotState.AVAILABLE) cls.push('staff-form__chip--off');
                  return (
                    <Text
                      key={slot.startSecond}
                      className={cls.join(' ')}
                      onClick={() => void create.chooseSlot(shift.storeShiftId, slot.startSecond)}
                    >
                      {formatSecondOfDay(slot.startSecond)}
                      {note ? ` ${note}` : ''}
                    </Text>
                  );
                })}
              </View>
            </View>
          ))}
        </View>
        {d.startSecond !== null && (
          <View className='staff-form__field'>
            <Text className='staff-form__label'>{t('staffOps.create.tables')}</Text>
            <Text className='staff-form__help'>{t('staffOps.create.autoTables')}</Text>
            <View className='staff-form__chips'>
              {create.freeItems.map((item) => {
                const on = d.itemIds.includes(item.storeTableItemId);
                const suggested = create.suggestedItemIds.includes(item.storeTableItemId);
                return (
                  <Text
                    key={item.storeTableItemId}
                    className={
                      on
                        ? 'staff-form__chip staff-form__chip--on create-select__table'
                        : 'staff-form__chip create-select__table'
                    }
                    onClick={() => create.toggleItem(item.storeTableItemId)}
                  >
                    {`${item.name} · ${t('staffOps.board.tableCount', { count: item.seatCapacity })}${suggested ? ` · ${t('staffOps.create.suggested')}` : ''}`}
                  </Text>
                );
              })}
            </View>
          </View>
        )}
        <Button type='primary' block disabled={d.startSecond === null} onClick={() => open(STAFF_ROUTES.orderCreate)}>
          {t('staffOps.create.next')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(StoreOrderCreateSelectPage);
