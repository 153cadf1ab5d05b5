import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';
import { showToast } from '@/services/feedback';
import './error-screen.scss';

export interface ErrorScreenProps {
  error: Error;
}

/** What the copy button puts on the clipboard: enough for support to find the fault. */
export function errorReport(error: Error): string {
  return [`${error.name}: ${error.message}`, error.stack ?? ''].filter(Boolean).join('\n');
}

/**
 * The error screen of spec section 2: emoji, title, the error text, copy and go-home.
 * Showing it resets the state that may have caused the crash and makes the person a
 * diner again, so going home lands on a page that works.
 */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const { t } = useTranslation();
  const store = useRootStore();

  useEffect(() => {
    store.resetAfterCrash();
  }, [store]);

  const copy = async () => {
    showToast((await store.platform.copyText(errorReport(error))) ? t('common.copied') : t('common.copyFailed'));
  };

  return (
    <View className='error-screen'>
      <Text className='error-screen__emoji'>{t('errorScreen.emoji')}</Text>
      <Text className='error-screen__title'>{t('errorScreen.title')}</Text>
      <Text className='error-screen__text'>{error.message || error.name}</Text>
      <View className='error-screen__actions'>
        <Button className='error-screen__copy' fill='outline' onClick={() => void copy()}>
          {t('errorScreen.copy')}
        </Button>
        <Button
          className='error-screen__home'
          type='primary'
          onClick={() => void store.navigator.reLaunch(ROUTES.home)}
        >
          {t('errorScreen.home')}
        </Button>
      </View>
    </View>
  );
}
