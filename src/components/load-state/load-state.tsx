import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import './load-state.scss';

export interface LoadStateProps {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Shown when ready and empty is true. */
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/**
 * Loading, error (with retry) and empty states around a page's content. Content
 * already shown stays while it reloads, so a refresh never blanks the screen.
 */
export function LoadState({ status, empty, emptyText, onRetry, children }: LoadStateProps) {
  const { t } = useTranslation();
  if (status === 'error')
    return (
      <View className='load-state load-state--error'>
        <Text className='load-state__text'>{t('staffOps.common.loadFailed')}</Text>
        {onRetry && (
          <Button size='small' onClick={onRetry}>
            {t('staffOps.common.retry')}
          </Button>
        )}
      </View>
    );
  if (status !== 'ready' && !children)
    return (
      <View className='load-state'>
        <Text className='load-state__text'>{t('staffOps.common.loading')}</Text>
      </View>
    );
  if (status === 'idle' || (status === 'loading' && empty))
    return (
      <View className='load-state'>
        <Text className='load-state__text'>{t('staffOps.common.loading')}</Text>
      </View>
    );
  if (empty)
    return (
      <View className='load-state load-state--empty'>
        <Text className='load-state__text'>{emptyText ?? t('staffOps.common.empty')}</Text>
      </View>
    );
  return <>{children}</>;
}
