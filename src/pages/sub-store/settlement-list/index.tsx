import { View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { reportApp } from '@/stores/report';
import { StatementCard } from './statement-card';
import { useStatementCsv } from './use-statement-csv';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The merchant's settlement statements: what the platform paid out or still owes, each with its CSV. */
function SettlementListPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { settlement } = reportApp(root);
  const stores = root.staff.stores;
  const downloadCsv = useStatementCsv(settlement);
  const load = async () => {
    await stores.ensureCurrent();
    const merchantId = stores.current?.merchantId;
    if (merchantId) await settlement.loadMerchant(merchantId);
  };
  useEffect(() => {
    load().catch(() => undefined);
    // loads once on open; pull-to-refresh reloads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <PageShell title={t('settlement.title')} onRefresh={load} wide hideContactButton>
      <View className='settlement-page'>
        <LoadState
          status={settlement.status}
          empty={settlement.statements.length === 0}
          emptyText={t('settlement.empty')}
          onRetry={() => void load().catch(() => undefined)}
        >
          {settlement.statements.map((s) => (
            <StatementCard key={s.id} statement={s}>
              <View className='statement-card__actions'>
                <Button size='small' onClick={() => void downloadCsv(s).catch(() => undefined)}>
                  {t('settlement.exportCsv')}
                </Button>
              </View>
            </StatementCard>
          ))}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(SettlementListPage);
