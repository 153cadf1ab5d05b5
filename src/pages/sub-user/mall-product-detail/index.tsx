import { Button, Swiper } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { QuantityStepper } from '@/components/mall/quantity-stepper';
import { SpecChoice, StockLine } from '@/components/mall/spec-choice';
import { useMallText } from '@/components/mall/use-mall-text';
import { useLocalName } from '@/i18n/use-local-name';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { MallCart } from '@/stores/mall/mall-cart.store';
import { MallProductView } from '@/stores/mall/mall-catalogue';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import '../../../components/diner/diner.scss';
import '../../../components/mall/mall-shop.scss';

/**
 * mall-product-detail (?storeId=&productId=): pictures, title, description,
 * one value per spec picking the SKU (its price, stock and quantity limits),
 * add to cart and buy now.
 */
function MallProductDetailPage() {
  const mt = useMallText();
  const { local } = useLocalName();
  const { storeId = '', productId = '' } = useRouter().params;
  const root = useRootStore();
  const view = useViewModel(() => new MallProductView(mallApi(root.transport), productId, storeId));
  const cart = useViewModel(() => new MallCart(root.platform.storage, storeId));
  // Back from the cart: its count as changed there.
  useDidShow(() => cart.load());
  const p = view.product.value;

  if (!p) {
    return (
      <PageShell title={mt('page.productDetail')} onRefresh={view.load}>
        {view.product.state === 'loading' && <StateView state='loading' />}
        {(view.product.state === 'error' || !productId) && (
          <StateView
            state='empty'
            text={mt('shop.noProduct')}
            onRetry={productId ? () => void view.load() : undefined}
          />
        )}
      </PageShell>
    );
  }
  const pictures = p.carouselList.length > 0 ? p.carouselList : p.cover ? [p.cover] : [];
  const sku = view.sku;
  const ready = Boolean(sku && !view.soldOut && storeId);
  const add = () => {
    if (!sku) return showToast(mt('product.pickFirst'));
    if (view.addTo(cart)) showToast(mt('product.added'));
  };
  const buyNow = () => {
    if (!sku) return showToast(mt('product.pickFirst'));
    const item = view.cartItem();
    if (!item) return;
    // Buy now orders exactly the quantity on screen, whatever the cart held of it.
    cart.add(item, 0);
    cart.setQuantity(item.skuId, view.quantity);
    void root.navigator.navigateTo(pageUrl(MALL_ROUTES.checkout, { storeId, skuId: item.skuId }));
  };
  return (
    <PageShell title={mt('page.productDetail')} onRefresh={view.load} wide hideContactButton>
      <View className='mall-page'>
        <View className='mall-detail'>
          {pictures.length > 0 && (
            <View className='mall-detail__hero'>
              <Swiper width='100%' height='100%' indicator loop={pictures.length > 1}>
                {pictures.map((image, i) => (
                  <Swiper.Item key={i}>
                    <Image className='mall-detail__photo' src={image.url} mode='aspectFill' />
                  </Swiper.Item>
                ))}
              </Swiper>
            </View>
          )}
          <View className='mall-detail__info'>
            <View className='section'>
              <Text className='mall-detail__title'>{local(p.title, p.intlTitle)}</Text>
              {p.subtitle && <Text className='section__text'>{local(p.subtitle, p.intlSubtitle)}</Text>}
              {sku && (
                <Text className='mall-detail__price' data-testid='mall-price'>
                  {mt('shop.price', { price: sku.price, currency: p.currency })}
                </Text>
              )}
              {sku && <StockLine product={p} sku={sku} />}
            </View>
            <View className='section'>
              <SpecChoice view={view} />
              <View className='section__row'>
                <Text className='section__label'>{mt('product.quantity')}</Text>
                <QuantityStepper
                  value={view.quantity}
                  min={view.limits.min}
                  max={view.limits.max}
                  onChange={view.setQuantity}
                  disabled={!ready}
                />
              </View>
              {sku && (
                <Text className='section__text mall-detail__limits'>
                  {sku.maxQuantity > 0
                    ? mt('product.limits', { min: view.limits.min, max: sku.maxQuantity })
                    : mt('product.minOnly', { min: view.limits.min })}
                </Text>
              )}
            </View>
            {p.description && (
              <View className='section'>
                <Text className='section__title'>{mt('product.description')}</Text>
                <Text className='section__text'>{local(p.description, p.intlDescription)}</Text>
              </View>
            )}
            <View className='mall-bar'>
              <Text
                className='mall-link mall-bar__grow mall-detail__cart'
                onClick={() => void root.navigator.navigateTo(pageUrl(MALL_ROUTES.cart, { storeId }))}
              >
                {mt('product.goCart', { count: cart.count })}
              </Text>
              <Button className='mall-detail__add' disabled={!ready} onClick={add}>
                {mt('product.addToCart')}
              </Button>
              <Button className='mall-detail__buy' type='primary' disabled={!ready} onClick={buyNow}>
                {view.soldOut ? mt('product.soldOut') : mt('product.buyNow')}
              </Button>
            </View>
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(MallProductDetailPage);
