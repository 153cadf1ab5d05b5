import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/i18n/use-money';
import { LoadState } from '@/components/load-state';
import type { OverviewStore } from '@/stores/admin-overview';
import { OverviewChart } from './overview-chart';

/** The platform in numbers: merchants and stores now, one week's bookings and money per currency. */
function OverviewSectionView({ overview }: { overview: OverviewStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const o = overview.overview;
  const figures: Array<[string, string]> = o
    ? [
        [
          t('adminOverview.merchants'),
          t('adminOverview.ofWhichDisabled', { n: o.merchants, disabled: o.disabledMerchants }),
        ],
        [t('adminOverview.stores'), t('adminOverview.ofWhichDisabled', { n: o.stores, disabled: o.disabledStores })],
        [t('adminOverview.bookings'), String(o.bookings)],
        [t('adminOverview.covers'), String(o.covers)],
        [t('adminOverview.cancelled'), String(o.cancelled)],
        [t('adminOverview.noShow'), String(o.noShow)],
      ]
    : [];
  return (
    <View className='admin-home__section admin-home__overview'>
      <Text className='admin-home__title'>{t('adminConsole.overview')}</Text>
      <View className='admin-home__week'>
        <Button size='mini' className='admin-home__week-back' onClick={() => void overview.shift(-1)}>
          {t('adminOverview.earlier')}
        </Button>
        <Text className='admin-home__week-range'>
          {o ? t('adminOverview.week', { start: o.startDate, end: o.endDate }) : overview.startDate}
        </Text>
        <Button
          size='mini'
          className='admin-home__week-next'
          disabled={overview.weeksBack === 0}
          onClick={() => void overview.shift(1)}
        >
          {t('adminOverview.later')}
        </Button>
      </View>
      <LoadState status={overview.state.status} onRetry={() => void overview.load()}>
        <View className='admin-home__figures'>
          {figures.map(([label, value]) => (
            <View key={label} className='admin-home__figure'>
              <Text className='admin-home__figure-value'>{value}</Text>
              <Text className='admin-home__figure-label'>{label}</Text>
            </View>
          ))}
        </View>
        {o && o.dayList.length > 0 && <OverviewChart days={o.dayList} />}
        {o && o.money.length === 0 && <Text className='admin-home__hint'>{t('adminOverview.noMoney')}</Text>}
        {o?.money.map((m) => (
          <View key={m.currency} className='admin-home__money'>
            <Text className='admin-home__money-currency'>{m.currency}</Text>
            <Text>{t('adminOverview.paid', { amount: money(m.paid, m.currency) })}</Text>
            <Text>{t('adminOverview.refunded', { amount: money(m.refunded, m.currency) })}</Text>
            <Text className='admin-home__money-net'>
              {t('adminOverview.net', { amount: money(m.net, m.currency) })}
            </Text>
          </View>
        ))}
      </LoadState>
    </View>
  );
}

export const OverviewSection = observer(OverviewSectionView);
