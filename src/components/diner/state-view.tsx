import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import './diner.scss';

export interface StateViewProps {
  state: 'loading' | 'empty' | 'error';
  /** What the empty state says; the general text by default. */
  text?: string;
  onRetry?: () => void;
}

/** The loading, empty and error states every diner page shows the same way. */
export function StateView({ state, text, onRetry }: StateViewProps) {
  const { t } = useTranslation();
  const label =
    text ??
    (state === 'loading'
      ? t('diner.state.loading')
      : state === 'empty'
        ? t('diner.state.empty')
        : t('diner.state.error'));
  return (
    <View className={`state-view state-view--${state}`}>
      <Text className='state-view__text'>{label}</Text>
      {state === 'error' && onRetry && (
        <View className='state-view__retry' onClick={onRetry}>
          <Text>{t('diner.state.retry')}</Text>
        </View>
      )}
    </View>
  );
}
