import { CalendarCard, type CalendarCardRef } from '@nutui/nutui-react-taro';
import { useEffect, useRef } from 'react';
import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
// NutUI's month titles are formatted by dayjs, which loads with this calendar.
import '@/i18n/dayjs-setup';
import type { DayMark } from '@/stores/diner/booking-draft.store';
import '@/i18n/diner-booking-texts';

export interface BookingCalendarProps {
  /** Store-local business dates of the bookable window, YYYY-MM-DD. */
  minDate: string;
  maxDate: string;
  /** Each date's availability for the party; a date without a mark is not open. */
  days: Record<string, DayMark>;
  selected: string;
  /** 0 Sunday, 1 Monday, 6 Saturday: the person's week-start setting. */
  firstDayOfWeek: number;
  onSelect(date: string): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const key = (d: { year: number; month: number; date: number }) => `${d.year}-${pad(d.month)}-${pad(d.date)}`;
/** Only the year, month and day of a business date matter: a local Date carries them to the calendar. */
const toDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * The booking calendar: one month at a time, each day marked rest, not open
 * or full for the party (those cannot be chosen), the week starting on the
 * person's chosen day.
 */
export function BookingCalendar({ minDate, maxDate, days, selected, firstDayOfWeek, onSelect }: BookingCalendarProps) {
  const { t } = useTranslation();
  // Opens on the chosen day's month, else the window's first (not today's, which may lie before it).
  const calendar = useRef<CalendarCardRef>(null);
  const shownMonth = (selected || minDate).slice(0, 7);
  useEffect(() => {
    const [year, month] = shownMonth.split('-').map(Number);
    calendar.current?.jumpTo(year, month);
  }, [shownMonth]);
  const markOf = (date: string): DayMark | 'outside' =>
    date < minDate || date > maxDate ? 'outside' : (days[date] ?? 'notOpen');
  return (
    <CalendarCard
      ref={calendar}
      className='booking-calendar'
      type='single'
      firstDayOfWeek={firstDayOfWeek}
      startDate={toDate(minDate)}
      endDate={toDate(maxDate)}
      value={selected ? toDate(selected) : null}
      disableDay={(day) => markOf(key(day)) !== 'available'}
      renderDayBottom={(day) => {
        if (day.type !== 'current') return null;
        const mark = markOf(key(day));
        if (mark === 'available' || mark === 'outside') return null;
        return (
          <Text className={`booking-calendar__mark booking-calendar__mark--${mark}`}>
            {t(`diner.booking.mark.${mark}`)}
          </Text>
        );
      }}
      onChange={(value) => {
        if (value instanceof Date)
          onSelect(`${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`);
      }}
    />
  );
}
