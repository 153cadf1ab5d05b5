import { ScrollView, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { BOOKING_ENTRIES, DINER_ENTRIES, MerchantEntryList, SETUP_ENTRIES } from '@/components/merchant-entry-list';
// notifications and invitations
import { NOTIFICATION_ENTRIES } from '@/components/merchant-entry-list/merchant-entries';
// third-party group-buying orders
import { GROUP_BUY_ENTRIES } from '@/components/merchant-entry-list/merchant-entries';
// reports and settlement
import { REPORT_ENTRIES } from '@/components/merchant-entry-list/merchant-entries';
import { useStaff } from '@/components/staff-kit';
// the mall: products, sale plans, orders and its settings
import { MALL_STAFF_ENTRIES } from '@/components/mall-staff/mall-staff-entries';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import './merchant-areas.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/feast-texts';
import '@/i18n/book-out-texts';

/** The merchant area tabs of spec section 2. */
export const AREAS = [
  'booking',
  'feast',
  'orders',
  'diner',
  'invitation',
  'configuration',
  'report',
  'thirdParty',
  'bookOut',
  'mall',
] as const;
export type Area = (typeof AREAS)[number];

// An observer: it reads the operation store's counts.
const Report = observer(function Report() {
  const { t } = useTranslation();
  const { operation } = useStaff().staff;
  useEffect(() => {
    operation.load().catch(() => undefined);
  }, [operation]);
  const days = operation.days.filter((d) => d.date <= operation.today);
  return (
    <LoadState status={operation.status} onRetry={() => void operation.load()}>
      <View className='merchant-report'>
        <Text className='merchant-report__title'>{t('staffOps.report.title')}</Text>
        <View className='merchant-report__row merchant-report__row--head'>
          <Text>{t('staffOps.report.date')}</Text>
          <Text>{t('staffOps.report.orders')}</Text>
          <Text>{t('staffOps.report.closed')}</Text>
        </View>
        {days.map((d) => (
          <View key={d.date} className='merchant-report__row'>
            <Text>{d.date}</Text>
            <Text>{d.orders}</Text>
            <Text>{d.closed}</Text>
          </View>
        ))}
        <View className='merchant-report__row merchant-report__row--head'>
          <Text>{t('staffOps.report.total')}</Text>
          <Text>{days.reduce((n, d) => n + d.orders, 0)}</Text>
          <Text>{days.reduce((n, d) => n + d.closed, 0)}</Text>
        </View>
      </View>
    </LoadState>
  );
});

/** The store tab's areas: each a list of entries, the report, or a note that the area comes later. */
function MerchantAreasView() {
  const { t } = useTranslation();
  const [area, setArea] = useState<Area>('booking');
  let body: JSX.Element;
  switch (area) {
    case 'booking':
      body = <MerchantEntryList entries={BOOKING_ENTRIES} />;
      break;
    case 'feast':
      body = (
        <MerchantEntryList
          entries={[
            { key: 'feasts', labelKey: 'staffOps.entry.feast', route: STAFF_ROUTES.storeFeast },
            { key: 'feastCreate', labelKey: 'feast.action.create', route: STAFF_ROUTES.storeFeastCreate },
          ]}
        />
      );
      break;
    case 'orders':
      body = (
        <MerchantEntryList
          entries={[{ key: 'search', labelKey: 'staffOps.entry.search', route: STAFF_ROUTES.orderSearch }]}
        />
      );
      break;
    case 'diner':
      body = <MerchantEntryList entries={DINER_ENTRIES} />;
      break;
    case 'configuration':
      body = <MerchantEntryList entries={SETUP_ENTRIES} />;
      break;
    // notifications and invitations
    case 'invitation':
      body = <MerchantEntryList entries={NOTIFICATION_ENTRIES} />;
      break;
    case 'report':
      body = (
        <>
          <MerchantEntryList entries={REPORT_ENTRIES} />
          <Report />
        </>
      );
      break;
    // private dining requests: the list page, by status
    case 'bookOut':
      body = (
        <MerchantEntryList
          entries={(['open', 'FINISHED', 'CLOSED'] as const).map((filter) => ({
            key: `bookOut-${filter}`,
            labelKey: `bookOut.staff.filter.${filter}`,
            route: `${STAFF_ROUTES.bookOutList}?filter=${filter}`,
          }))}
        />
      );
      break;
    // third-party group-buying orders
    case 'thirdParty':
      body = <MerchantEntryList entries={GROUP_BUY_ENTRIES} />;
      break;
    // the mall: products, sale plans, orders and its settings
    case 'mall':
      body = <MerchantEntryList entries={MALL_STAFF_ENTRIES} />;
      break;
    default:
      body = <Text className='merchant-areas__later'>{t('staffOps.area.laterNote')}</Text>;
  }
  return (
    <View className='merchant-areas'>
      <ScrollView scrollX className='merchant-areas__tabs'>
        {AREAS.map((a) => (
          <Text
            key={a}
            className={a === area ? 'merchant-areas__tab merchant-areas__tab--on' : 'merchant-areas__tab'}
            onClick={() => setArea(a)}
          >
            {a === 'mall' ? t('mallStaff.area') : t(`staffOps.area.${a}`)}
          </Text>
        ))}
      </ScrollView>
      {body}
    </View>
  );
}

export const MerchantAreas = observer(MerchantAreasView);
