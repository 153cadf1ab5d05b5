import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { CartLine } from '@/components/mall/cart-line';
import { QuantityStepper } from '@/components/mall/quantity-stepper';
import { useMallText } from '@/components/mall/use-mall-text';
import { useLocalName } from '@/i18n/use-local-name';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { MallCart } from '@/stores/mall/mall-cart.store';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import '../../../components/diner/diner.scss';
import '../../../components/mall/mall-shop.scss';

/** mall-cart (?storeId=): the diner's cart at the store, kept on this device; quantities, remove (asked first), check out. */
function MallCartPage() {
  const mt = useMallText();
  const { local } = useLocalName();
  const { storeId = '' } = useRouter().params;
  const root = useRootStore();
  const cart = useViewModel(() => new MallCart(root.platform.storage, storeId));
  // Back from a product or checkout: what they changed.
  useDidShow(() => cart.load());
  const remove = async (skuId: string, title: string) => {
    if (!(await askConfirm(mt('cart.removeAsk', { title }), mt('cart.remove'), mt('cart.cancel')))) return;
    cart.remove(skuId);
  };
  return (
    <PageShell title={mt('page.cart')} onRefresh={() => cart.load()} wide hideContactButton>
      <View className='mall-page'>
        {cart.items.length === 0 && (
          <View className='section'>
            <StateView state='empty' text={mt('cart.empty')} />
            {storeId && (
              <Text
                className='mall-link'
                onClick={() => void root.navigator.navigateTo(pageUrl(MALL_ROUTES.productList, { storeId }))}
              >
                {mt('cart.browse')}
              </Text>
            )}
          </View>
        )}
        {cart.items.length > 0 && (
          <View className='section'>
            {cart.items.map((l) => (
              <CartLine
                key={l.skuId}
                title={l.title}
                specText={l.specText}
                intlTitle={l.intlTitle}
                specIntlText={l.specIntlText}
                coverUrl={l.coverUrl}
                unitPrice={l.seenUnitPrice}
                currency={l.currency}
                side={
                  <>
                    <QuantityStepper
                      value={l.quantity}
                      min={l.min}
                      max={l.max}
                      onChange={(q) => cart.setQuantity(l.skuId, q)}
                    />
                    <Text
                      className='mall-line__remove'
                      onClick={() => void remove(l.skuId, local(l.title, l.intlTitle))}
                    >
                      {mt('cart.remove')}
                    </Text>
                  </>
                }
              />
            ))}
          </View>
        )}
        {cart.items.length > 0 && (
          <View className='mall-bar'>
            <Text className='mall-bar__total' data-testid='mall-cart-total'>
              {mt('cart.total')} {mt('shop.price', { price: cart.total, currency: cart.currency })}
            </Text>
            <Button
              type='primary'
              className='mall-cart__checkout'
              onClick={() => void root.navigator.navigateTo(pageUrl(MALL_ROUTES.checkout, { storeId }))}
            >
              {mt('cart.checkout', { count: cart.count })}
            </Button>
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default observer(MallCartPage);
