import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CalendarFrame } from '@/components/calendar-frame';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** store-calendar-picker-range: first and last date; the board's list and table views then show the range. */
function StoreCalendarPickerRangePage() {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const [start, setStart] = useState(staff.day.range?.start ?? '');
  const [end, setEnd] = useState(staff.day.range?.end ?? '');
  const pick = (date: string) => {
    // A first tap, or a tap after a complete range, starts again; a date before the start swaps.
    if (!start || end) {
      setStart(date);
      setEnd('');
    } else if (date < start) {
      setEnd(start);
      setStart(date);
    } else {
      setEnd(date);
    }
  };
  const apply = () => {
    void staff.day.setRange({ start, end }).catch(() => undefined);
    back();
  };
  return (
    <PageShell title={t('staffOps.calendar.rangeTitle')}>
      <CalendarFrame
        initial={start || staff.day.date || staff.day.today}
        rangeStart={start}
        rangeEnd={end}
        onPick={pick}
        footer={
          <View>
            <Text className='calendar-frame__hint'>
              {!start
                ? t('staffOps.calendar.pickStart')
                : !end
                  ? t('staffOps.calendar.pickEnd')
                  : t('staffOps.board.range', { start, end })}
            </Text>
            <Button type='primary' block disabled={!start || !end} onClick={apply}>
              {t('staffOps.calendar.apply')}
            </Button>
          </View>
        }
      />
    </PageShell>
  );
}

export default observer(StoreCalendarPickerRangePage);
