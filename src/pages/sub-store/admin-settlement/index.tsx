import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { SettlementStatement_Status } from '@/gen/payment/v1/settlement_service_pb';
import { useRootStore } from '@/stores';
import { reportApp } from '@/stores/report';
import { StatementCard } from '../settlement-list/statement-card';
import { useStatementCsv } from '../settlement-list/use-statement-csv';
import { PayoutForm } from './payout-form';
import { PeriodForm } from './period-form';
import './index.scss';
// its texts are the staff app's (i18n/locales/zh-hans-staff.ts)
import '@/i18n/staff-texts';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';

/** The administrator's settlement: make a merchant's statements for a period (period-form.tsx), record payouts. */
function AdminSettlementPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { settlement, merchantPicker } = reportApp(root);
  const downloadCsv = useStatementCsv(settlement);
  useEffect(() => {
    settlement.loadAll().catch(() => undefined);
  }, [settlement]);
  return (
    <PageShell title={t('settlement.adminTitle')} onRefresh={settlement.loadAll} wide hideContactButton>
      <View className='admin-settlement'>
        <PeriodForm settlement={settlement} picker={merchantPicker} />
        <LoadState
          status={settlement.status}
          empty={settlement.statements.length === 0}
          emptyText={t('settlement.empty')}
          onRetry={() => void settlement.loadAll().catch(() => undefined)}
        >
          {settlement.statements.map((s) => (
            <StatementCard key={s.id} statement={s}>
              <>
                {s.status === SettlementStatement_Status.WAIT_PAYOUT && (
                  <PayoutForm statement={s} settlement={settlement} />
                )}
                <View className='statement-card__actions'>
                  <Button size='small' onClick={() => void downloadCsv(s).catch(() => undefined)}>
                    {t('settlement.exportCsv')}
                  </Button>
                </View>
              </>
            </StatementCard>
          ))}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(AdminSettlementPage);
