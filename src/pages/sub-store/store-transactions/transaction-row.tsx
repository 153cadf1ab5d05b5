import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Transaction_Kind, type Transaction } from '@/gen/payment/v1/payment_pb';
import { useMoney } from '@/i18n/use-money';
import { useTranslation } from '@/i18n/use-translation';
import { formatInZone } from '@/utils/date-display';
import { labelOf } from './transaction-labels';

/** One payment or refund in the list: when (the store's clock), what for, how, how much, and how it stands. */
export function TransactionRow(props: { transaction: Transaction; timezone: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tx = props.transaction;
  const refund = tx.kind === Transaction_Kind.REFUND;
  const time = tx.model?.createTime
    ? formatInZone(timestampDate(tx.model.createTime), 'MM-DD HH:mm', props.timezone)
    : '';
  return (
    <View className='transaction-row' onClick={props.onOpen}>
      <View className='transaction-row__main'>
        <Text className='transaction-row__purpose'>{labelOf(t, 'purpose', tx.purpose)}</Text>
        <Text className='transaction-row__meta'>{`${time} · ${labelOf(t, 'channel', tx.channel)}`}</Text>
      </View>
      <View className='transaction-row__side'>
        <Text
          className={refund ? 'transaction-row__amount transaction-row__amount--refund' : 'transaction-row__amount'}
        >
          {`${refund ? '-' : '+'}${money(tx.amount, tx.currency)}`}
        </Text>
        <Text className={`transaction-row__status transaction-row__status--${tx.status}`}>
          {`${labelOf(t, 'kind', tx.kind)} · ${labelOf(t, 'status', tx.status)}`}
        </Text>
      </View>
    </View>
  );
}
