import { Cell } from '@nutui/nutui-react-taro';
import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-store-pages-texts';

/** store-article-list: a store's articles with its merchant's, newest first, paged. */
function StoreArticleListPage() {
  const { t } = useTranslation();
  const { storeId = '' } = useRouter().params;
  const { diner, navigator, clientConfig } = useRootStore();
  const list = useViewModel(() => diner.articles(storeId));
  return (
    <PageShell
      title={clientConfig.runtime.flags.storeArticleTitle || t('diner.page.articles')}
      onReachBottom={() => void list.loadMore()}
    >
      {list.items.map((article) => (
        <Cell
          key={article.model?.id}
          title={article.title}
          description={article.summary}
          clickable
          onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.articleDetail, { id: article.model?.id }))}
        />
      ))}
      {list.loading && <StateView state='loading' />}
      {list.failed && <StateView state='error' onRetry={() => void list.refresh()} />}
      {list.isEmpty && <StateView state='empty' />}
      {list.loaded && !list.hasMore && list.items.length > 0 && (
        <Text className='section__text'>{t('diner.state.noMore')}</Text>
      )}
    </PageShell>
  );
}

export default observer(StoreArticleListPage);
