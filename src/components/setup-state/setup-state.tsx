import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { LoadState } from '@/stores/staff-setup';
import './setup-state.scss';

export interface SetupStateProps {
  state: LoadState;
  /** True when the data holds nothing to show. */
  empty: boolean;
  emptyText?: string;
  onRetry(): void;
  children?: ReactNode;
}

/**
 * The loading, failed and empty states of a setup screen around its content. Data
 * already shown stays while a refresh runs; a failure with nothing shown offers a retry
 * (the error catalogue has told the person why).
 */
function SetupStateView({ state, empty, emptyText, onRetry, children }: SetupStateProps) {
  const { t } = useTranslation();
  if (empty && (state.status === 'idle' || state.status === 'loading')) {
    return <Text className='setup-state setup-state--loading'>{t('staffSetup.common.loading')}</Text>;
  }
  if (empty && state.status === 'error') {
    return (
      <View className='setup-state setup-state--error'>
        <Text>{t('staffSetup.common.loadFailed')}</Text>
        <Button size='small' className='setup-state__retry' onClick={onRetry}>
          {t('staffSetup.common.retry')}
        </Button>
      </View>
    );
  }
  if (empty) {
    return <Text className='setup-state setup-state--empty'>{emptyText ?? t('staffSetup.common.empty')}</Text>;
  }
  return <>{children}</>;
}

export const SetupState = observer(SetupStateView);
