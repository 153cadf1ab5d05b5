import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/i18n/use-money';
import { depositRows } from '@/common/report-csv';
import type { BookingCount, BookingReport, GroupFigures } from '@/gen/report/v1/report_service_pb';
import { BarChart } from './bar-chart';

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const hours = (seconds: string) => (Number(seconds) / 3600).toFixed(1);

/** A titled block: the chart, and the numbers beside it (below it on a phone). */
function Section(props: { title: string; chart?: JSX.Element; children: JSX.Element | JSX.Element[] }) {
  return (
    <View className='report-section'>
      <Text className='report-section__title'>{props.title}</Text>
      <View className='report-section__body'>
        {props.chart && <View className='report-section__chart'>{props.chart}</View>}
        <View className='report-section__numbers'>{props.children}</View>
      </View>
    </View>
  );
}

function CountTable({ rows, first }: { rows: { key: string; name: string; count?: BookingCount }[]; first: string }) {
  const { t } = useTranslation();
  return (
    <View className='report-table'>
      <View className='report-table__row report-table__row--head'>
        <Text>{first}</Text>
        <Text>{t('report.column.bookings')}</Text>
        <Text>{t('report.column.covers')}</Text>
        <Text>{t('report.column.cancelled')}</Text>
        <Text>{t('report.column.noShow')}</Text>
      </View>
      {rows.map((r) => (
        <View key={r.key} className='report-table__row'>
          <Text>{r.name}</Text>
          <Text>{r.count?.bookings ?? 0}</Text>
          <Text>{r.count?.covers ?? 0}</Text>
          <Text>{r.count?.cancelled ?? 0}</Text>
          <Text>{r.count?.noShow ?? 0}</Text>
        </View>
      ))}
    </View>
  );
}

function Pairs({ rows }: { rows: [string, string | number][] }) {
  return (
    <View className='report-table'>
      {rows.map(([label, value]) => (
        <View key={label} className='report-table__row report-table__row--pair'>
          <Text>{label}</Text>
          <Text className='report-table__value'>{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** A revenue line's words: meal revenue in the shared money words, the other sources in the report's. */
export function revenueLabel(t: ReturnType<typeof useTranslation>['t'], kind: string): string {
  return kind === 'MEAL' ? t('bookingMoney.mealRevenue') : t(`report.revenue.${kind}` as 'report.revenue.FEAST');
}

/** The headline figures as tiles. */
export function ReportKpis({ report }: { report: BookingReport }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tiles: [string, string | number][] = [
    [t('report.kpi.bookings'), report.total?.bookings ?? 0],
    [t('report.kpi.covers'), report.total?.covers ?? 0],
    [t('report.kpi.cancellationRate'), pct(report.cancellationRate)],
    [t('report.kpi.noShowRate'), pct(report.noShowRate)],
    [t('report.kpi.utilisation'), pct(report.utilisation?.rate ?? 0)],
    [t('report.kpi.leadTime'), (report.leadTime?.averageHours ?? 0).toFixed(1)],
    // One figure per currency of the stores, side by side: never a sum.
    [t('bookingMoney.deposit.received'), report.depositList.map((d) => money(d.net, d.currency)).join(' · ') || '0'],
    [t('report.kpi.repeatDiners'), `${report.repeatDiners} / ${report.diners}`],
  ];
  return (
    <View className='report-kpis'>
      {tiles.map(([label, value]) => (
        <View key={label} className='report-kpi'>
          <Text className='report-kpi__value'>{value}</Text>
          <Text className='report-kpi__label'>{label}</Text>
        </View>
      ))}
    </View>
  );
}

/** Every breakdown of the report, each with its chart and its numbers. */
export function ReportSections({ report }: { report: BookingReport }) {
  const { t } = useTranslation();
  const money = useMoney();
  // With stores in several currencies each money row names its currency.
  const several = report.depositList.length > 1;
  const label = (text: string, currency: string) => (several ? `${text} (${currency})` : text);
  const none = t('report.none');
  const named = (list: GroupFigures[], label?: (g: GroupFigures) => string) =>
    list.map((g) => ({ key: g.key || '-', name: label ? label(g) : g.name || none, count: g.count }));
  const bars = (list: { name: string; count?: BookingCount }[]) =>
    list.map((r) => ({ label: r.name, value: r.count?.bookings ?? 0 }));
  const days = report.dayList.map((d) => ({ key: d.date, name: d.date.slice(5), count: d.count }));
  const shifts = named(report.shiftList);
  const channels = named(report.channelList);
  const sources = named(report.sourceList, (g) => t(`report.source.${g.key}` as 'report.source.MANUAL'));
  const takers = named(report.takerList);
  const buckets = t('report.leadBucket', { returnObjects: true }) as string[];
  const lead = report.leadTime;
  const u = report.utilisation;
  return (
    <View className='report-sections'>
      <Section title={t('report.section.day')} chart={<BarChart id='report-day' data={bars(days)} />}>
        <CountTable
          rows={[...days, { key: 'total', name: '∑', count: report.total }]}
          first={t('report.column.date')}
        />
      </Section>
      <Section
        title={t('report.section.shift')}
        chart={<BarChart id='report-shift' data={bars(shifts)} height={150} />}
      >
        <CountTable rows={shifts} first={t('report.column.name')} />
      </Section>
      <Section
        title={t('report.section.channel')}
        chart={<BarChart id='report-channel' data={bars(channels)} height={150} />}
      >
        <CountTable rows={channels} first={t('report.column.name')} />
      </Section>
      <Section title={t('report.section.source')}>
        <CountTable rows={sources} first={t('report.column.name')} />
      </Section>
      <Section title={t('report.section.taker')}>
        <CountTable rows={takers} first={t('report.column.name')} />
      </Section>
      <Section
        title={t('report.section.leadTime')}
        chart={
          <BarChart
            id='report-lead'
            data={(lead?.bucketCounts ?? []).map((value, i) => ({ label: buckets[i] ?? '', value }))}
            height={150}
          />
        }
      >
        <Pairs
          rows={[
            [t('report.kpi.leadTime'), (lead?.averageHours ?? 0).toFixed(1)],
            [t('report.leadMedian'), (lead?.medianHours ?? 0).toFixed(1)],
            ...(lead?.bucketCounts ?? []).map((n, i): [string, number] => [buckets[i] ?? '', n]),
          ]}
        />
      </Section>
      <Section title={t('report.section.money')}>
        <Pairs
          rows={[
            // The shared money words and sums, as on the deposit card (src/common/booking-money.ts).
            ...report.depositList.flatMap((d) =>
              depositRows(d).map(([word, cents]): [string, string] => [
                label(t(`bookingMoney.deposit.${word}`), d.currency),
                money(cents || '0', d.currency),
              ]),
            ),
            ...report.revenueList.map((r): [string, string] => [
              label(revenueLabel(t, r.kind), r.currency),
              money(r.amount, r.currency),
            ]),
          ]}
        />
      </Section>
      <Section title={t('report.section.diners')}>
        <Pairs
          rows={[
            [t('report.kpi.utilisation'), pct(u?.rate ?? 0)],
            [
              '',
              t('report.utilisationDetail', {
                seated: hours(u?.seatedSeconds ?? '0'),
                open: hours(u?.openSeconds ?? '0'),
              }),
            ],
            [
              t('report.section.diners'),
              t('report.dinersDetail', { diners: report.diners, repeat: report.repeatDiners }),
            ],
          ]}
        />
      </Section>
    </View>
  );
}
