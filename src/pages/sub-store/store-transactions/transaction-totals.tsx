import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { subtractCents } from '@/common/money';
import { useMoney } from '@/i18n/use-money';
import { useTranslation } from '@/i18n/use-translation';
import type { TransactionListStore } from '@/stores/report/transaction-list.store';

/** What the filtered list moved, one line per currency: never one sum across currencies. */
export const TransactionTotals = observer(function TransactionTotals({ list }: { list: TransactionListStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <View className='transactions__totals'>
      <Text className='transactions__count'>{t('transactions.count', { count: list.total })}</Text>
      {list.totals.map((line) => (
        <View key={line.currency} className='transactions__total'>
          <Text>{t('transactions.received', { amount: money(line.receivedAmount, line.currency) })}</Text>
          <Text>{t('transactions.refunded', { amount: money(line.refundedAmount, line.currency) })}</Text>
          <Text className='transactions__net'>
            {t('transactions.net', {
              amount: money(subtractCents(line.receivedAmount, line.refundedAmount), line.currency),
            })}
          </Text>
        </View>
      ))}
    </View>
  );
});
