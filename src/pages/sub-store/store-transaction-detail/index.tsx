import { Text, View } from '@tarojs/components';
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { OfflinePaymentKind, Transaction_Anomaly, type Transaction } from '@/gen/payment/v1/payment_pb';
import { useMoney } from '@/i18n/use-money';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import type { LoadStatus } from '@/stores/client-config.store';
import { useRootStore } from '@/stores';
import { reportApp } from '@/stores/report';
import { formatInZone } from '@/utils/date-display';
import { labelOf } from '../store-transactions/transaction-labels';
import { TransactionRow } from '../store-transactions/transaction-row';
import '../store-transactions/index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

type Loaded = { transaction?: Transaction; refundList: Transaction[] };

/** One payment or refund (store-transaction-detail): every field staff may read, and a payment's refunds. */
function StoreTransactionDetailPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useRouter().params.id ?? '';
  const root = useRootStore();
  const { transactions: list } = reportApp(root);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [found, setFound] = useState<Loaded>({ refundList: [] });
  const load = async () => {
    setStatus('loading');
    try {
      await root.staff.stores.ensureCurrent();
      setFound(await list.detail(id));
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  };
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const tx = found.transaction;
  const when = (time?: Timestamp) =>
    time ? formatInZone(timestampDate(time), 'YYYY-MM-DD HH:mm:ss', list.timezone) : '';
  const rows: Array<[string, string]> = tx
    ? [
        [t('transactions.field.amount'), money(tx.amount, tx.currency)],
        [t('transactions.field.kind'), labelOf(t, 'kind', tx.kind)],
        [t('transactions.field.status'), labelOf(t, 'status', tx.status)],
        [t('transactions.field.purpose'), labelOf(t, 'purpose', tx.purpose)],
        [t('transactions.field.subject'), tx.subjectId],
        [t('transactions.field.channel'), labelOf(t, 'channel', tx.channel)],
        ...(tx.offlineKind
          ? [
              [
                t('transactions.field.offline'),
                t(`transactions.offline.${OfflinePaymentKind[tx.offlineKind] as 'CASH'}`),
              ] as [string, string],
            ]
          : []),
        [t('transactions.field.number'), tx.transactionNo],
        ...(tx.providerTransactionId
          ? [[t('transactions.field.providerNumber'), tx.providerTransactionId] as [string, string]]
          : []),
        [t('transactions.field.createTime'), when(tx.model?.createTime)],
        ...(tx.successTime ? [[t('transactions.field.successTime'), when(tx.successTime)] as [string, string]] : []),
        [
          t('transactions.field.operator'),
          tx.operatorUserId && tx.operatorUserId !== '0' ? tx.operatorUserId : t('transactions.field.system'),
        ],
        ...(tx.refundedAmount !== '0'
          ? [[t('transactions.field.refunded'), money(tx.refundedAmount, tx.currency)] as [string, string]]
          : []),
        ...(tx.refundingAmount !== '0'
          ? [[t('transactions.field.refunding'), money(tx.refundingAmount, tx.currency)] as [string, string]]
          : []),
        ...(tx.remark ? [[t('transactions.field.remark'), tx.remark] as [string, string]] : []),
        ...(tx.failureReason ? [[t('transactions.field.failure'), tx.failureReason] as [string, string]] : []),
      ]
    : [];
  return (
    <PageShell title={t('transactions.detailTitle')} onRefresh={load} wide hideContactButton>
      <View className='transactions'>
        <LoadState
          status={status}
          empty={!tx}
          emptyText={t('serverMessage.paymentInfoDoesNotExist')}
          onRetry={() => void load()}
        >
          <View className='transaction-detail'>
            {tx?.anomaly ? (
              <Text className='transactions__error'>
                {t(`transactions.anomaly.${Transaction_Anomaly[tx.anomaly] as 'AMOUNT_MISMATCH'}`)}
              </Text>
            ) : null}
            {rows.map(([label, value]) => (
              <View key={label} className='transaction-detail__row'>
                <Text className='transaction-detail__label'>{label}</Text>
                <Text className='transaction-detail__value'>{value}</Text>
              </View>
            ))}
          </View>
          {tx && found.refundList.length > 0 && (
            <Text className='transactions__heading'>{t('transactions.refunds')}</Text>
          )}
          {found.refundList.map((r) => (
            <TransactionRow key={r.model?.id} transaction={r} timezone={list.timezone} onOpen={() => undefined} />
          ))}
          <Text className='transactions__muted'>{t('transactions.timeZone', { zone: list.timezone })}</Text>
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(StoreTransactionDetailPage);
