import { Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ReportCsvLabels } from '@/common/report-csv';
import type { ReportPreset } from '@/common/report-range';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { reportApp } from '@/stores/report';
import type { ReportScope } from '@/stores/report/report.store';
import { ReportKpis, ReportSections, revenueLabel } from './report-sections';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

const PRESETS: ReportPreset[] = ['last7', 'lastWeek', 'last30', 'custom'];
const SCOPES: ReportScope[] = ['store', 'merchant'];

function Chips<T extends string>(props: { values: T[]; on: T; label: (v: T) => string; pick: (v: T) => void }) {
  return (
    <View className='report-chips'>
      {props.values.map((v) => (
        <Text
          key={v}
          className={v === props.on ? 'report-chip report-chip--on' : 'report-chip'}
          onClick={() => props.pick(v)}
        >
          {props.label(v)}
        </Text>
      ))}
    </View>
  );
}

/** The merchant's report (spec section 2, the "report" area): how bookings went over a period. */
function StoreReportPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { report } = reportApp(root);
  const stores = root.staff.stores;

  useEffect(() => {
    stores
      .ensureCurrent()
      .then(() => report.load())
      .catch(() => undefined);
  }, [stores, report]);

  const csvLabels = (): ReportCsvLabels => ({
    section: {
      day: t('report.column.date'),
      shift: t('report.section.shift'),
      channel: t('report.section.channel'),
      source: t('report.section.source'),
      taker: t('report.section.taker'),
      summary: t('report.section.summary'),
    },
    columns: {
      name: t('report.column.name'),
      bookings: t('report.column.bookings'),
      covers: t('report.column.covers'),
      cancelled: t('report.column.cancelled'),
      noShow: t('report.column.noShow'),
      value: t('report.column.value'),
    },
    summary: t('report.summary', { returnObjects: true }) as ReportCsvLabels['summary'],
    deposit: t('bookingMoney.deposit', { returnObjects: true }) as ReportCsvLabels['deposit'],
    revenue: (kind) => revenueLabel(t, kind),
    none: t('report.none'),
  });

  const download = async () => {
    if (!report.report) return;
    const { startDate, endDate } = report.report;
    const name = `report-${report.scope === 'store' ? (stores.current?.name ?? '') : 'all'}-${startDate}-${endDate}.csv`;
    const saved = await report.exportCsv(csvLabels(), name);
    showToast(saved ? t('report.exported') : t('report.exportOnWeb'));
  };

  const r = report.report;
  const range = report.range;
  return (
    <PageShell title={t('report.title')} onRefresh={report.load} wide hideContactButton>
      <View className='store-report'>
        <View className='store-report__filters'>
          <Chips values={SCOPES} on={report.scope} label={(s) => t(`report.scope.${s}`)} pick={report.setScope} />
          <Chips values={PRESETS} on={report.preset} label={(p) => t(`report.preset.${p}`)} pick={report.setPreset} />
          {report.preset === 'custom' && (
            <View className='store-report__custom'>
              <Picker
                mode='date'
                value={range.startDate}
                onChange={(e) => report.setCustom({ startDate: String(e.detail.value) })}
              >
                <Text className='store-report__date'>{`${t('report.from')} ${range.startDate}`}</Text>
              </Picker>
              <Picker
                mode='date'
                value={range.endDate}
                onChange={(e) => report.setCustom({ endDate: String(e.detail.value) })}
              >
                <Text className='store-report__date'>{`${t('report.to')} ${range.endDate}`}</Text>
              </Picker>
              <Button size='small' type='primary' onClick={() => void report.load().catch(() => undefined)}>
                {t('report.apply')}
              </Button>
              <Text className='store-report__hint'>{t('report.rangeHint')}</Text>
            </View>
          )}
          {report.rangeError && <Text className='store-report__error'>{t(`serverMessage.${report.rangeError}`)}</Text>}
        </View>
        <LoadState
          status={report.status}
          empty={r?.total?.bookings === 0}
          emptyText={t('report.empty')}
          onRetry={() => void report.load().catch(() => undefined)}
        >
          {r && (
            <View className='store-report__body'>
              <View className='store-report__head'>
                <Text className='store-report__range'>
                  {`${r.startDate} – ${r.endDate} · ${
                    report.scope === 'store'
                      ? (stores.current?.name ?? '')
                      : t('report.stores', { count: r.storeIds.length })
                  }`}
                </Text>
                <Button size='small' className='store-report__csv' onClick={() => void download()}>
                  {t('report.exportCsv')}
                </Button>
              </View>
              <ReportKpis report={r} />
              <ReportSections report={r} />
            </View>
          )}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(StoreReportPage);
