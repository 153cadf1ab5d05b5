import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { BookOutCard } from '@/components/book-out';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { bookOutHistory } from '@/stores/book-out/diner-book-out.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/book-out/book-out.scss';
import '@/i18n/book-out-texts';

/** book-out-form-history: the diner's private dining requests, newest first; pull to refresh. */
function BookOutFormHistoryPage() {
  const { t } = useTranslation();
  const { transport, navigator } = useRootStore();
  const list = useViewModel(() => bookOutHistory(transport));
  return (
    <PageShell
      title={t('bookOut.page.history')}
      wide
      onRefresh={list.refresh}
      onReachBottom={() => void list.loadMore()}
    >
      <View className='book-out__page'>
        <View className='book-out__list'>
          {list.items.map((form) => (
            <BookOutCard
              key={form.model?.id}
              form={form}
              showStore
              onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.bookOutDetail, { id: form.model?.id }))}
            />
          ))}
        </View>
        {list.loading && <StateView state='loading' />}
        {list.failed && <StateView state='error' onRetry={() => void list.refresh()} />}
        {list.isEmpty && <StateView state='empty' text={t('bookOut.empty')} />}
        {list.loaded && !list.hasMore && list.items.length > 0 && (
          <Text className='section__text'>{t('diner.state.noMore')}</Text>
        )}
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(BookOutFormHistoryPage), { title: (t) => t('bookOut.page.history') });
