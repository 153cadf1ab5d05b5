import { Input, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrderList } from '@/components/booking-order-list';
// third-party group-buying orders
import { ThirdPartyOrderBrowser } from '@/components/group-buy';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * booking-order-search: the store's bookings by phone, name, booking number or code
 * (a scanned code arrives as ?keyword=), and in its second tab the store's
 * third-party group-buying orders by platform order number, name or phone.
 */
function BookingOrderSearchPage() {
  const { t } = useTranslation();
  const { staff, openOrder } = useStaff();
  const { search } = staff;
  const { keyword } = useRouter().params;
  useEffect(() => {
    staff.catalog.ensure().catch(() => undefined);
  }, [staff.catalog]);
  useEffect(() => {
    if (keyword) search.search(decodeURIComponent(keyword)).catch(() => undefined);
  }, [search, keyword]);
  const tab = (key: 'order' | 'thirdParty', label: string) => (
    <Text
      className={search.tab === key ? 'order-search__tab order-search__tab--on' : 'order-search__tab'}
      onClick={() => search.setTab(key)}
    >
      {label}
    </Text>
  );
  return (
    <PageShell title={t('staffOps.search.title')}>
      <View className='order-search'>
        <View className='order-search__tabs'>
          {tab('order', t('staffOps.search.tabOrder'))}
          {tab('thirdParty', t('staffOps.search.tabThirdParty'))}
        </View>
        {search.tab === 'thirdParty' ? (
          <ThirdPartyOrderBrowser filters={false} />
        ) : (
          <View>
            <Input
              className='order-search__input'
              type='text'
              confirmType='search'
              focus
              value={search.keyword}
              placeholder={t('staffOps.search.placeholder')}
              onInput={(e) => search.setKeyword(e.detail.value)}
              onConfirm={() => void search.search().catch(() => undefined)}
            />
            {search.loading && <Text className='order-search__note'>{t('staffOps.common.loading')}</Text>}
            {!search.loading && !search.searched && (
              <Text className='order-search__note'>{t('staffOps.search.hint')}</Text>
            )}
            {!search.loading && search.searched && search.results.length === 0 && (
              <Text className='order-search__note'>{t('staffOps.search.empty')}</Text>
            )}
            {search.results.length > 0 && (
              <View>
                <Text className='order-search__total'>{t('staffOps.search.total', { count: search.total })}</Text>
                <BookingOrderList orders={search.results} onOpenOrder={openOrder} showDate names={staff.catalog} />
              </View>
            )}
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default observer(BookingOrderSearchPage);
