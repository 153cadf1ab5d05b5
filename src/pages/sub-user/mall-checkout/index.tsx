import { useMoney } from '@/i18n/use-money';
import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { AddressSummary } from '@/components/mall/address-summary';
import { CartLine } from '@/components/mall/cart-line';
import { mallText, useMallText } from '@/components/mall/use-mall-text';
import { useLocalName } from '@/i18n/use-local-name';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { MallCart } from '@/stores/mall/mall-cart.store';
import { MallCheckout } from '@/stores/mall/mall-checkout.store';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import '../../../components/diner/diner.scss';
import '../../../components/mall/mall-shop.scss';

const REMARK_MAX = 200;

/**
 * mall-checkout (?storeId=, buy now also &skuId=): the cart priced now, a
 * changed price shown before anything is made, the delivery address (default
 * first, or pick-up), a remark; placing the order goes to the cashier.
 */
function MallCheckoutPage() {
  const mt = useMallText();
  const { local } = useLocalName();
  const money = useMoney();
  const { storeId = '', skuId = '' } = useRouter().params;
  const root = useRootStore();
  const checkout = useViewModel(
    () => new MallCheckout(mallApi(root.transport), root.platform, new MallCart(root.platform.storage, storeId), skuId),
  );
  // Back from adding an address: offer it.
  useDidShow(() => {
    if (checkout.state !== 'idle') void checkout.load();
  });
  const confirm = async () => {
    const done = await checkout.confirm();
    if (!done || done.outcome === 'redirecting') return;
    if (done.outcome === 'unavailable') showToast(mt('checkout.paymentUnavailable'));
    else if (done.outcome === 'failed') showToast(mt('checkout.payFailed'));
    // Paid or on its way: the order's page waits for the payment's result.
    const waiting = done.outcome === 'paid' || done.outcome === 'pending';
    const query = waiting && done.transactionNo ? { transactionNo: done.transactionNo } : {};
    void root.navigator.redirectTo(pageUrl(MALL_ROUTES.orderDetail, { id: done.orderId, ...query }));
  };
  const open = (url: string) => void root.navigator.navigateTo(url);
  const preview = checkout.preview;
  const nothing = checkout.state === 'ready' && checkout.items.length === 0;
  return (
    <PageShell title={mt('page.checkout')} onRefresh={checkout.load} wide hideContactButton>
      <View className='mall-page'>
        {checkout.state === 'loading' && <StateView state='loading' />}
        {checkout.state === 'error' && <StateView state='error' onRetry={() => void checkout.load()} />}
        {nothing && <StateView state='empty' text={mt('checkout.empty')} />}
        {checkout.changed.length > 0 && (
          <View className='mall-notice' data-testid='mall-price-changed'>
            <Text>{mt('checkout.priceChanged')}</Text>
            {checkout.changed.map((c) => (
              <Text key={c.skuId}>
                {mt('checkout.priceWasNow', {
                  title: local(c.title, c.intlTitle),
                  was: c.was,
                  now: c.now,
                  currency: preview?.currency,
                })}
              </Text>
            ))}
          </View>
        )}
        {preview && checkout.items.length > 0 && (
          <>
            <View className='section'>
              <View className='section__row'>
                <Text className='section__title'>{mt('checkout.address')}</Text>
                <Text className='mall-link' onClick={() => open(MALL_ROUTES.addresses)}>
                  {mt('checkout.manageAddresses')}
                </Text>
              </View>
              {checkout.offeredAddresses.length === 0 && (
                <Text className='section__text'>{mt('checkout.noAddress')}</Text>
              )}
              {checkout.offeredAddresses.map((a) => (
                <AddressSummary
                  key={a.id}
                  address={a}
                  chosen={a.id === checkout.addressId}
                  onPick={() => checkout.pickAddress(a.id)}
                />
              ))}
              <Text className='mall-link mall-checkout__add-address' onClick={() => open(MALL_ROUTES.addressCreate)}>
                {mt('checkout.addAddress')}
              </Text>
            </View>
            <View className='section'>
              <Text className='section__title'>{mt('checkout.items')}</Text>
              {preview.items.map((i) => (
                <CartLine
                  key={i.skuId}
                  title={i.productTitle}
                  specText={i.specText}
                  intlTitle={i.productIntlTitle}
                  specIntlText={i.specIntlText}
                  coverUrl={i.cover?.url}
                  unitPrice={i.unitPrice}
                  currency={preview.currency}
                  side={<Text>× {i.quantity}</Text>}
                />
              ))}
            </View>
            <View className='section'>
              <Text className='section__title'>{mt('checkout.remark')}</Text>
              <Textarea
                className='mall-remark mall-checkout__remark'
                value={checkout.remark}
                maxlength={REMARK_MAX}
                placeholder={mt('checkout.remarkHint')}
                onInput={(e) => checkout.setRemark(e.detail.value)}
              />
            </View>
            <View className='mall-bar'>
              <Text className='mall-bar__total' data-testid='mall-checkout-total'>
                {mt('checkout.total')} {money(preview.total, preview.currency)}
              </Text>
              <Button
                type='primary'
                className='mall-checkout__confirm'
                disabled={!checkout.canConfirm}
                loading={checkout.busy}
                onClick={() => void confirm()}
              >
                {mt('checkout.confirm')}
              </Button>
            </View>
          </>
        )}
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(MallCheckoutPage), { title: () => mallText('page.checkout') });
