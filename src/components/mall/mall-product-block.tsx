import { Cell } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { pageUrl } from '@/routing/diner-routes';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { mallProducts } from '@/stores/mall/mall-catalogue';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import { ProductCard } from './product-card';
import { useMallText } from './use-mall-text';
import './mall-shop.scss';

const SHOWN = 4;

/** The store page's shop block: the first listed products of the store's merchant; nothing when it sells none. */
function MallProductBlockView({ storeId }: { storeId: string }) {
  const mt = useMallText();
  const root = useRootStore();
  const products = useViewModel(() => mallProducts(mallApi(root.transport), storeId, SHOWN, true));
  if (products.items.length === 0) return null;
  const open = (url: string) => void root.navigator.navigateTo(url);
  return (
    <View className='section mall-block' data-testid='mall-block'>
      <Cell
        title={mt('shop.block')}
        extra={products.total > products.items.length ? mt('shop.more') : ''}
        clickable
        onClick={() => open(pageUrl(MALL_ROUTES.productList, { storeId }))}
      />
      <View className='mall-grid'>
        {products.items.map((p) => (
          <ProductCard
            key={p.model?.id}
            product={p}
            onOpen={() => open(pageUrl(MALL_ROUTES.productDetail, { storeId, productId: p.model?.id }))}
          />
        ))}
      </View>
    </View>
  );
}

export const MallProductBlock = observer(MallProductBlockView);
