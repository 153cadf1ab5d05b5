import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { REPORT_ROUTES } from '@/routing/report-routes';
import { useRootStore } from '@/stores';
import { reportApp } from '@/stores/report';
import { PaymentChannels } from './payment-channels';
import { TransactionFiltersBar } from './transaction-filters';
import { TransactionRow } from './transaction-row';
import { TransactionTotals } from './transaction-totals';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * A store's money (store-transactions): every payment and refund of the chosen
 * business days, narrowed by purpose, channel and status, what they moved in the
 * store's currency, and the channels the money can come through.
 */
function StoreTransactionsPage() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const root = useRootStore();
  const { transactions: list } = reportApp(root);
  const stores = root.staff.stores;
  const load = async () => {
    await stores.ensureCurrent();
    await Promise.all([list.load(), list.loadChannels()]);
  };
  useEffect(() => {
    load().catch(() => undefined);
    // loads once on open; pull-to-refresh and the filters reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <PageShell
      title={t('transactions.title')}
      onRefresh={load}
      onReachBottom={() => void list.loadMore().catch(() => undefined)}
      wide
      hideContactButton
    >
      <View className='transactions'>
        <Text className='transactions__store'>{storeName(stores.current)}</Text>
        <View className='transactions__layout'>
          <View className='transactions__side'>
            <TransactionFiltersBar list={list} />
            {list.status === 'ready' && <TransactionTotals list={list} />}
            <PaymentChannels list={list} />
          </View>
          <View className='transactions__list'>
            <LoadState
              status={list.status}
              empty={list.list.length === 0}
              emptyText={t('transactions.empty')}
              onRetry={() => void list.load().catch(() => undefined)}
            >
              {list.list.map((tx) => (
                <TransactionRow
                  key={tx.model?.id}
                  transaction={tx}
                  timezone={list.timezone}
                  onOpen={() =>
                    void root.navigator.navigateTo(`${REPORT_ROUTES.storeTransactionDetail}?id=${tx.model?.id ?? ''}`)
                  }
                />
              ))}
              {list.hasMore && (
                <Button block loading={list.loadingMore} onClick={() => void list.loadMore().catch(() => undefined)}>
                  {t('transactions.more')}
                </Button>
              )}
              <Text className='transactions__muted'>{t('transactions.timeZone', { zone: list.timezone })}</Text>
            </LoadState>
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(StoreTransactionsPage);
