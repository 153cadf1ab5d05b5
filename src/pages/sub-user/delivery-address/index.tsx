import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { mallText, useMallText } from '@/components/mall/use-mall-text';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { askConfirm, showToast } from '@/services/feedback';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { DeliveryAddressBook } from '@/stores/mall/delivery-address.store';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import '../../../components/mall/mall.scss';

/** delivery-address: the diner's delivery addresses, default first; make default, edit, delete, add. */
function DeliveryAddressPage() {
  const mt = useMallText();
  const root = useRootStore();
  const book = useViewModel(() => new DeliveryAddressBook(mallApi(root.transport)));
  // Back from the create or update page: show what was saved there.
  useDidShow(() => {
    if (book.state !== 'idle') void book.load();
  });
  const remove = async (id: string) => {
    if (!(await askConfirm(mt('address.deleteAsk'), mt('address.delete'), mt('address.cancel')))) return;
    if (await book.remove(id)) showToast(mt('address.deleted'));
  };
  return (
    <PageShell title={mt('page.addresses')} hideContactButton>
      <View className='address-page'>
        {book.state === 'loading' && book.list.length === 0 && <StateView state='loading' />}
        {book.state === 'error' && <StateView state='error' onRetry={() => void book.load()} />}
        {book.state === 'ready' && book.list.length === 0 && (
          <Text className='address-page__empty'>{mt('address.empty')}</Text>
        )}
        {book.list.map((a) => (
          <View key={a.id} className='address-page__card address-page__item' data-testid='delivery-address'>
            <View className='address-page__who'>
              <Text>{a.contact}</Text>
              <Text>{a.phoneRegionCode === '86' ? a.phone : `+${a.phoneRegionCode} ${a.phone}`}</Text>
              {a.isDefault && <Text className='address-page__badge'>{mt('address.default')}</Text>}
              {a.selfDelivery && <Text className='address-page__badge'>{mt('address.selfDelivery')}</Text>}
            </View>
            <Text className='address-page__where'>{[a.province, a.city, a.district, a.detail].join(' ')}</Text>
            <View className='address-page__actions'>
              {!a.isDefault && (
                <Text
                  className='address-page__link address-page__set-default'
                  onClick={() => void book.setDefault(a.id)}
                >
                  {mt('address.setDefault')}
                </Text>
              )}
              <Text
                className='address-page__link address-page__edit'
                onClick={() => void root.navigator.navigateTo(pageUrl(MALL_ROUTES.addressUpdate, { id: a.id }))}
              >
                {mt('address.edit')}
              </Text>
              <Text className='address-page__link address-page__delete' onClick={() => void remove(a.id)}>
                {mt('address.delete')}
              </Text>
            </View>
          </View>
        ))}
        <Button
          block
          type='primary'
          className='address-page__add'
          onClick={() => void root.navigator.navigateTo(MALL_ROUTES.addressCreate)}
        >
          {mt('address.add')}
        </Button>
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(DeliveryAddressPage), { title: () => mallText('page.addresses') });
