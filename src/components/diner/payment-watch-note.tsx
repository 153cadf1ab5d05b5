import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { WatchState } from '@/stores/payment/payment-watch';
import '@/i18n/diner-payment-texts';

/** In place of "waiting for payment" while the channel's answer is awaited. */
export function PaymentChecking() {
  const { t } = useTranslation();
  return <Text data-testid='payment-checking'>{t('diner.result.checking')}</Text>;
}

/**
 * What a page the cashier returned to says once the channel answered and the
 * subject still waits for payment: it failed (pay again below), or no answer
 * came in time (check again). Nothing otherwise.
 */
export function PaymentWatchNote({ state, onCheckAgain }: { state: WatchState; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  if (state === 'failed') {
    return (
      <Text className='section__text payment-watch payment-watch--failed' data-testid='payment-watch'>
        {t('diner.result.failed')}
      </Text>
    );
  }
  if (state !== 'notPaid') return null;
  return (
    <View className='payment-watch payment-watch--not-paid' data-testid='payment-watch'>
      <Text className='section__text'>
        {t('diner.result.notPaid')} · {t('diner.result.notPaidNote')}
      </Text>
      <Button size='small' className='payment-watch__again' onClick={onCheckAgain}>
        {t('diner.result.refresh')}
      </Button>
    </View>
  );
}
