import { Input, Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { addDays } from '@/common/business-date';
import { businessDateOf } from '@/common/zoned-time';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { confirmAction } from '@/components/setup-form';
import { SettlementStatement_Status } from '@/gen/payment/v1/settlement_service_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { reportApp } from '@/stores/report';
import { StatementCard } from '../settlement-list/statement-card';
import { useStatementCsv } from '../settlement-list/use-statement-csv';
import { PayoutForm } from './payout-form';
import './index.scss';
// its texts are the staff app's (i18n/locales/zh-hans-staff.ts)
import '@/i18n/staff-texts';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';

/** The administrator's settlement: make a merchant's statement for a period, record payouts. */
function AdminSettlementPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { settlement } = reportApp(root);
  const downloadCsv = useStatementCsv(settlement);
  const today = businessDateOf(Date.now(), 'Asia/Shanghai');
  const [merchantId, setMerchantId] = useState('');
  const [start, setStart] = useState(addDays(today, -7));
  const [end, setEnd] = useState(addDays(today, -1));
  useEffect(() => {
    settlement.loadAll().catch(() => undefined);
  }, [settlement]);
  const create = async () => {
    if (!(await confirmAction(t('settlement.createConfirm')))) return;
    try {
      await settlement.create(merchantId.trim(), start, end);
      showToast(t('settlement.created'));
    } catch {
      // the error catalogue has shown the server's message
    }
  };
  return (
    <PageShell title={t('settlement.adminTitle')} onRefresh={settlement.loadAll} wide hideContactButton>
      <View className='admin-settlement'>
        <View className='admin-settlement__form'>
          <Input
            className='payout-form__input'
            type='number'
            placeholder={t('settlement.merchantId')}
            value={merchantId}
            onInput={(e) => setMerchantId(e.detail.value)}
          />
          <Picker mode='date' value={start} onChange={(e) => setStart(String(e.detail.value))}>
            <Text className='payout-form__date'>{`${t('report.from')} ${start}`}</Text>
          </Picker>
          <Picker mode='date' value={end} onChange={(e) => setEnd(String(e.detail.value))}>
            <Text className='payout-form__date'>{`${t('report.to')} ${end}`}</Text>
          </Picker>
          <Button size='small' type='primary' disabled={!merchantId.trim()} onClick={() => void create()}>
            {t('settlement.create')}
          </Button>
        </View>
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
