import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { TransactionListStore } from '@/stores/report/transaction-list.store';
import { labelOf } from './transaction-labels';

/** The merchant's payment channels for this store, as staff may see them: never a credential. */
export const PaymentChannels = observer(function PaymentChannels({ list }: { list: TransactionListStore }) {
  const { t } = useTranslation();
  return (
    <View className='transactions__channels'>
      <Text className='transactions__heading'>{t('transactions.config.title')}</Text>
      {list.channels.length === 0 && <Text className='transactions__muted'>{t('transactions.config.empty')}</Text>}
      {list.channels.map((c) => (
        <View key={`${c.channel}-${c.currency}`} className='transactions__channel'>
          <Text>{`${labelOf(t, 'channel', c.channel)} · ${c.currency}`}</Text>
          <Text className={c.enabled && c.credentialsSet ? 'transactions__on' : 'transactions__muted'}>
            {!c.credentialsSet
              ? t('transactions.config.noCredentials')
              : t(c.enabled ? 'transactions.config.on' : 'transactions.config.off')}
          </Text>
        </View>
      ))}
    </View>
  );
});
