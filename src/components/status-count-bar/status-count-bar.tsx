import { ScrollView, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { STATUS_KEYS, type StatusKey } from '@/stores/staff/order-state';
import './status-count-bar.scss';

export interface StatusCountBarProps {
  counts: Partial<Record<StatusKey, number>>;
  selected: readonly StatusKey[];
  onToggle(key: StatusKey): void;
  onClear(): void;
}

/** The day's count per status; tapping one filters the board by it (several may be on). */
export function StatusCountBar({ counts, selected, onToggle, onClear }: StatusCountBarProps) {
  const { t } = useTranslation();
  const chip = (on: boolean) => (on ? 'status-count-bar__chip status-count-bar__chip--on' : 'status-count-bar__chip');
  return (
    <ScrollView scrollX className='status-count-bar'>
      <View className={chip(selected.length === 0)} onClick={onClear}>
        <Text>{t('staffOps.board.allStatuses')}</Text>
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
