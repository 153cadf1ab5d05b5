import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { addDays } from '@/common/business-date';
import './index.scss';
import { CountStepper } from '@/components/staff-kit/count-stepper';
import { SlotChips } from '@/components/staff-kit/slot-chips';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * store-order-create-select: date, party, a time of a shift (staff see hidden and full
 * times too) and, optionally, the tables; a table tapped on the board comes chosen.
 */
function StoreOrderCreateSelectPage() {
  const { t } = useTranslation();
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
          <SlotChips
            inventory={create.inventory}
            chosen={d}
            onChoose={(shiftId, second) => void create.chooseSlot(shiftId, second)}
            slotClass='create-select__slot'
          />
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
