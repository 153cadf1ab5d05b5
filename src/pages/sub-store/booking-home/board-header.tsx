import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { useStaff } from '@/components/staff-kit/use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The store (tap to switch) and the date: previous, the date (tap for the calendar), next, today. */
function BoardHeaderView() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { staff, open, dateLabel } = useStaff();
  const { day, stores } = staff;
  return (
    <View className='board-header'>
      <View className='board-header__store' onClick={() => open(STAFF_ROUTES.storeSearch)}>
        <Text className='board-header__store-name'>{storeName(stores.current)}</Text>
        <Text className='board-header__switch'>{t('staffOps.operation.switchStore')} ›</Text>
      </View>
      {day.range ? (
        <View className='board-header__dates'>
          <Text className='board-header__date' onClick={() => open(STAFF_ROUTES.calendarPickerRange)}>
            {t('staffOps.board.range', { start: day.range.start, end: day.range.end })}
          </Text>
          <Text className='board-header__button' onClick={() => void day.setDate(day.range!.start)}>
            {t('staffOps.board.clearRange')}
          </Text>
        </View>
      ) : (
        <View className='board-header__dates'>
          <Text
            className='board-header__step'
            aria-label={t('staffOps.board.prev')}
            onClick={() => void day.stepDate(-1)}
          >
            ‹
          </Text>
          <Text className='board-header__date' onClick={() => open(STAFF_ROUTES.calendarPicker, { date: day.date })}>
            {dateLabel(day.date)}
          </Text>
          <Text
            className='board-header__step'
            aria-label={t('staffOps.board.next')}
            onClick={() => void day.stepDate(1)}
          >
            ›
          </Text>
          {day.date !== day.today && (
            <Text className='board-header__button' onClick={() => void day.setDate(day.today)}>
              {t('staffOps.board.today')}
            </Text>
          )}
          <Text className='board-header__button' onClick={() => open(STAFF_ROUTES.calendarPickerRange)}>
            {t('staffOps.board.rangeCalendar')}
          </Text>
        </View>
      )}
      <Text className='board-header__summary'>
        {t('staffOps.board.summary', {
          orders: day.counts.bookings,
          diners: day.counts.guests,
        })}
      </Text>
    </View>
  );
}

export const BoardHeader = observer(BoardHeaderView);
