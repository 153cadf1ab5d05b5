import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { monthGrid, weekdayOrder } from './month-grid';
import './month-calendar.scss';

export interface MonthCalendarProps {
  /** Any date of the month shown. */
  month: string;
  weekStart: 0 | 1 | 6;
  today: string;
  /** The chosen date, or the two ends of a range ('' while open). */
  selected?: string;
  rangeStart?: string;
  rangeEnd?: string;
  /** The number under each date (tables, diners or orders); null: none known. */
  countOf(date: string): number | null;
  isRest?(date: string): boolean;
  onPick(date: string): void;
}

/** One month, whole weeks from the week start, with the day's count under each date. */
function MonthCalendarView(props: MonthCalendarProps) {
  const { t } = useTranslation();
  const labels = t('staffOps.calendar.weekdays', { returnObjects: true }) as string[];
  const weeks = monthGrid(props.month, props.weekStart);
  const inRange = (date: string) =>
    !!props.rangeStart && !!props.rangeEnd && date >= props.rangeStart && date <= props.rangeEnd;
  const classOf = (date: string, inMonth: boolean) => {
    const names = ['month-calendar__day'];
    if (!inMonth) names.push('month-calendar__day--outside');
    if (date === props.today) names.push('month-calendar__day--today');
    if (date === props.selected || date === props.rangeStart || date === props.rangeEnd)
      names.push('month-calendar__day--selected');
    else if (inRange(date)) names.push('month-calendar__day--in-range');
    return names.join(' ');
  };
  return (
    <View className='month-calendar'>
      <View className='month-calendar__week month-calendar__week--head'>
        {weekdayOrder(props.weekStart).map((d) => (
          <Text key={d} className='month-calendar__weekday'>
            {labels[d]}
          </Text>
        ))}
      </View>
      {weeks.map((week) => (
        <View key={week[0].date} className='month-calendar__week'>
          {week.map((cell) => {
            const count = cell.inMonth ? props.countOf(cell.date) : null;
            const rest = cell.inMonth && props.isRest?.(cell.date);
            return (
              <View
                key={cell.date}
                className={classOf(cell.date, cell.inMonth)}
                data-date={cell.date}
                onClick={() => cell.inMonth && props.onPick(cell.date)}
              >
                <Text className='month-calendar__number'>{cell.day}</Text>
                <Text className='month-calendar__count'>
                  {rest ? t('staffOps.calendar.rest') : count !== null && count > 0 ? String(count) : ''}
                </Text>
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

// An observer: countOf may read a MobX store, which then redraws the month.
export const MonthCalendar = observer(MonthCalendarView);
