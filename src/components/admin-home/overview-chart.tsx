import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { OverviewDay } from '@/gen/platform/v1/platform_overview_pb';

/**
 * The week's bookings as a bar a day (the part cancelled or not shown up in the
 * darker colour), each bar with its count and date: drawn with views, so it is
 * the same in mini-programs and H5 and brings no chart library to this page.
 */
export function OverviewChart({ days }: { days: OverviewDay[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.map((d) => d.bookings));
  return (
    <View className='overview-chart' aria-label={t('adminOverview.chart')}>
      <Text className='overview-chart__title'>{t('adminOverview.chart')}</Text>
      <View className='overview-chart__bars'>
        {days.map((d) => {
          const lost = d.cancelled + d.noShow;
          return (
            <View key={d.date} className='overview-chart__day'>
              <Text className='overview-chart__count'>{d.bookings}</Text>
              <View className='overview-chart__track'>
                <View className='overview-chart__bar' style={{ height: `${(d.bookings / max) * 100}%` }}>
                  {lost > 0 && (
                    <View
                      className='overview-chart__lost'
                      style={{ height: `${(lost / Math.max(1, d.bookings)) * 100}%` }}
                    />
                  )}
                </View>
              </View>
              <Text className='overview-chart__date'>{d.date.slice(5)}</Text>
            </View>
          );
        })}
      </View>
      <Text className='overview-chart__legend'>{t('adminOverview.chartLegend')}</Text>
    </View>
  );
}
