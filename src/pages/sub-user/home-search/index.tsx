import { SearchBar } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { StoreCard } from '@/components/diner/store-card';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { StoreSearchStore } from '@/stores/diner/store-search.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { formatDistance } from '@/utils/diner/geo';
import { SearchFilters } from './search-filters';
import '@/i18n/diner-search-texts';

const distanceText = (meters: number | null) => (meters === null ? undefined : formatDistance(meters));
import '../../../components/diner/diner.scss';

/** home-search: stores by name, city, cuisine and per-capita spend; more load 300 px before the bottom. */
function HomeSearchPage() {
  const { t } = useTranslation();
  const { diner, navigator } = useRootStore();
  const search = useViewModel(() => new StoreSearchStore(diner.context));
  const results = search.results;
  return (
    <PageShell title={t('diner.page.search')} onRefresh={results.refresh} onReachBottom={() => void results.loadMore()}>
      <SearchBar
        className='home-search__bar'
        value={search.filters.keyword}
        placeholder={t('diner.search.keyword')}
        rightIn={
          <Text className='home-search__submit' onClick={() => void results.refresh()}>
            {t('diner.search.submit')}
          </Text>
        }
        onChange={(value) => search.setKeyword(value)}
        onSearch={() => void results.refresh()}
        onClear={() => void search.setFilters({ keyword: '' })}
      />
      <SearchFilters search={search} />
      {results.loaded && (
        <View className='section__row'>
          <Text className='section__text home-search__count'>
            {t('diner.search.results', { count: results.total })}
          </Text>
          {search.activeFilterCount > 0 && (
            <Text className='home-search__clear' onClick={() => void search.clearFilters()}>
              {t('diner.search.clear')}
            </Text>
          )}
        </View>
      )}
      {results.items.map((store) => (
        <StoreCard
          key={store.model?.id}
          store={store}
          extra={distanceText(search.distanceTo(store))}
          onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.storeDetail, { storeId: store.model?.id }))}
        />
      ))}
      {results.loading && <StateView state='loading' />}
      {results.failed && <StateView state='error' onRetry={() => void results.refresh()} />}
      {results.isEmpty && <StateView state='empty' text={t('diner.search.empty')} />}
      {results.loaded && !results.hasMore && results.items.length > 0 && (
        <Text className='section__text'>{t('diner.state.noMore')}</Text>
      )}
    </PageShell>
  );
}

export default observer(HomeSearchPage);
