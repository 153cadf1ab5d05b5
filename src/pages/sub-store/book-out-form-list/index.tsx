import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BookOutCard } from '@/components/book-out';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { useStaffBookOut } from '@/components/book-out/use-staff-book-out';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { BOOK_OUT_FILTERS, type BookOutFilter } from '@/stores/book-out/staff-book-out.store';
import '../../../components/book-out/book-out.scss';
import '../../../components/staff-kit/order-page.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/book-out-texts';

/**
 * The store's private dining requests (the merchant area's "book-out form"
 * tab opens it): filtered by status, open ones first by default; pull to refresh.
 */
function BookOutFormListPage() {
  const { t } = useTranslation();
  const { filter } = useRouter().params;
  const { open } = useStaff();
  const bookOut = useStaffBookOut();
  const list = bookOut.list;
  useEffect(() => {
    const initial = (BOOK_OUT_FILTERS as string[]).includes(filter ?? '') ? (filter as BookOutFilter) : 'open';
    void bookOut.setFilter(initial);
  }, [bookOut, filter]);
  const chip = (on: boolean) => (on ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip');
  return (
    <PageShell
      title={t('bookOut.page.staffList')}
      wide
      onRefresh={list.refresh}
      onReachBottom={() => void list.loadMore()}
    >
      <View className='book-out__page'>
        <View className='book-out__filters'>
          {BOOK_OUT_FILTERS.map((f) => (
            <Text
              key={f}
              className={`${chip(bookOut.filter === f)} book-out-list__filter--${f}`}
              onClick={() => void bookOut.setFilter(f)}
            >
              {t(`bookOut.staff.filter.${f}`)}
            </Text>
          ))}
        </View>
        <LoadState
          status={list.failed ? 'error' : list.loaded ? 'ready' : 'loading'}
          empty={list.isEmpty}
          emptyText={t('bookOut.staff.empty')}
          onRetry={() => void list.refresh()}
        >
          <View className='book-out__list'>
            {list.items.map((form) => (
              <BookOutCard
                key={form.model?.id}
                form={form}
                onClick={() => open(STAFF_ROUTES.bookOutDetail, { id: form.model?.id, storeId: form.fields?.storeId })}
              />
            ))}
          </View>
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(BookOutFormListPage);
