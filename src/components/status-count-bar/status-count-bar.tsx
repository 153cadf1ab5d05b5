import { ScrollView, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { STATUS_KEYS, type StatusKey } from '@/stores/staff/order-state';
import './status-count-bar.scss';

export interface StatusCountBarProps {
  counts: Partial<Record<StatusKey, number>>;
  /** The orders that stand (all but closed): what the "all" chip shows and counts. */
  openCount: number;
  selected: readonly StatusKey[];
  onToggle(key: StatusKey): void;
  onClear(): void;
}

/** The day's standing orders, then the count per status (closed apart); tapping one filters the board by it (several may be on). */
export function StatusCountBar({ counts, openCount, selected, onToggle, onClear }: StatusCountBarProps) {
  const { t } = useTranslation();
  const chip = (on: boolean) => (on ? 'status-count-bar__chip status-count-bar__chip--on' : 'status-count-bar__chip');
  return (
    <ScrollView scrollX className='status-count-bar'>
      <View className={chip(selected.length === 0)} onClick={onClear}>
        <Text>{t('staffOps.board.allOpen')}</Text>
        <Text className='status-count-bar__count'>{openCount}</Text>
      </View>
      {STATUS_KEYS.map((key) => (
        <View key={key} className={chip(selected.includes(key))} onClick={() => onToggle(key)}>
          <Text>{t(`staffOps.status.${key}`)}</Text>
          <Text className='status-count-bar__count'>{counts[key] ?? 0}</Text>
        </View>
      ))}
    </ScrollView>
  );
}
