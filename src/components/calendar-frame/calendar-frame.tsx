import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DailyInventoryCount_Availability as Availability } from '@/gen/booking/v1/availability_pb';
import { MonthCalendar, monthGrid, monthStart } from '@/components/month-calendar';
import { useStaff } from '@/components/staff-kit';
import { COUNT_MODES } from '@/stores/staff';
import './calendar-frame.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface CalendarFrameProps {
  /** The month first shown (any date in it). */
  initial: string;
  selected?: string;
  rangeStart?: string;
  rangeEnd?: string;
  onPick(date: string): void;
  footer?: ReactNode;
}

/**
 * The staff calendars' shared part: month stepping, the count mode (tables, diners or
 * orders, spec section 9) and the month with each date's count, loaded per month.
 */
function CalendarFrameView({ initial, selected, rangeStart, rangeEnd, onPick, footer }: CalendarFrameProps) {
  const { t } = useTranslation();
  const { staff, weekStart } = useStaff();
  const { calendar } = staff;
  const [month, setMonth] = useState(monthStart(initial));
  const weeks = monthGrid(month, weekStart);
  const first = weeks[0][0].date;
  const last = weeks[weeks.length - 1][6].date;
  useEffect(() => {
    calendar.load(first, last).catch(() => undefined);
  }, [calendar, first, last]);
  return (
    <View className='calendar-frame'>
      <View className='calendar-frame__modes'>
        {COUNT_MODES.map((mode) => (
          <Text
            key={mode}
            className={
              calendar.mode === mode ? 'calendar-frame__mode calendar-frame__mode--on' : 'calendar-frame__mode'
            }
            onClick={() => void calendar.setMode(mode, first, last).catch(() => undefined)}
          >
            {t(`staffOps.calendar.mode.${mode}`)}
          </Text>
        ))}
      </View>
      <View className='calendar-frame__month'>
        <Text className='calendar-frame__step' onClick={() => setMonth(monthStart(month, -1))}>
          ‹ {t('staffOps.calendar.prevMonth')}
        </Text>
        <Text className='calendar-frame__title'>
          {t('staffOps.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) })}
        </Text>
        <Text className='calendar-frame__step' onClick={() => setMonth(monthStart(month, 1))}>
          {t('staffOps.calendar.nextMonth')} ›
        </Text>
      </View>
      <MonthCalendar
        month={month}
        weekStart={weekStart}
        today={staff.day.today}
        selected={selected}
        rangeStart={rangeStart}
        rangeEnd={rangeEnd}
        countOf={calendar.countOf}
        isRest={(date) => calendar.byDate.get(date)?.availability === Availability.REST}
        onPick={onPick}
      />
      {footer}
    </View>
  );
}

export const CalendarFrame = observer(CalendarFrameView);
