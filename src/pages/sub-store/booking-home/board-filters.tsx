import { ScrollView, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StatusCountBar } from '@/components/status-count-bar';
import { useStaff } from '@/components/staff-kit/use-staff';
import { BOARD_VIEWS } from '@/stores/staff';
import { useLocalName } from '@/i18n/use-local-name';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The four views, the shift filter and the day's status counts (which filter by status). */
function BoardFiltersView() {
  const { t } = useTranslation();
  const { shiftName } = useLocalName();
  const { day } = useStaff().staff;
  const chip = (on: boolean) => (on ? 'board-chip board-chip--on' : 'board-chip');
  return (
    <View className='board-filters'>
      <View className='board-filters__views'>
        {BOARD_VIEWS.map((view) => (
          <Text
            key={view}
            className={day.view === view ? 'board-filters__view board-filters__view--on' : 'board-filters__view'}
            onClick={() => day.setView(view)}
          >
            {t(`staffOps.board.view.${view}`)}
          </Text>
        ))}
      </View>
      <ScrollView scrollX className='board-filters__shifts'>
        <Text className={chip(!day.shiftId)} onClick={() => day.setShift('')}>
          {t('staffOps.board.allShifts')}
        </Text>
        {day.shifts.map((s) => (
          <Text
            key={s.model?.id}
            className={chip(day.shiftId === s.model?.id)}
            onClick={() => day.setShift(s.model?.id ?? '')}
          >
            {shiftName(s)}
          </Text>
        ))}
      </ScrollView>
      <StatusCountBar
        counts={day.statusCounts}
        openCount={day.counts.bookings}
        selected={day.statusFilter}
        onToggle={day.toggleStatus}
        onClear={day.clearStatusFilter}
      />
    </View>
  );
}

export const BoardFilters = observer(BoardFiltersView);
