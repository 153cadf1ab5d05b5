import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { ProductCard } from '@/components/mall/product-card';
import { useMallText } from '@/components/mall/use-mall-text';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { mallProducts } from '@/stores/mall/mall-catalogue';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import '../../../components/diner/diner.scss';
import '../../../components/mall/mall-shop.scss';

/** mall-product-list (?storeId=): the listed products of the store's merchant, 20 a page. */
function MallProductListPage() {
  const mt = useMallText();
  const { storeId = '' } = useRouter().params;
  const root = useRootStore();
  const products = useViewModel(() => mallProducts(mallApi(root.transport), storeId));
  const open = (url: string) => void root.navigator.navigateTo(url);
  return (
    <PageShell
      title={mt('page.productList')}
      onRefresh={products.refresh}
      onReachBottom={() => void products.loadMore()}
      wide
    >
      <View className='mall-page'>
        {!storeId && <StateView state='empty' text={mt('shop.noStore')} />}
        {storeId && !products.loaded && products.loading && <StateView state='loading' />}
        {storeId && products.failed && !products.loaded && (
          <StateView state='error' onRetry={() => void products.refresh()} />
        )}
        {storeId && products.isEmpty && <StateView state='empty' text={mt('shop.empty')} />}
        <View className='mall-grid'>
          {products.items.map((p) => (
            <ProductCard
              key={p.model?.id}
              product={p}
              onOpen={() => open(pageUrl(MALL_ROUTES.productDetail, { storeId, productId: p.model?.id }))}
            />
          ))}
        </View>
        {products.loaded && products.items.length > 0 && (
          <Text className='mall-list__foot'>{products.hasMore ? mt('shop.loadMore') : mt('shop.end')}</Text>
        )}
      </View>
    </PageShell>
  );
}

export default observer(MallProductListPage);
