import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { AddressForm } from '@/components/mall/address-form';
import { mallText, useMallText } from '@/components/mall/use-mall-text';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { addressFields, DeliveryAddressBook } from '@/stores/mall/delivery-address.store';

/** delivery-address-update (?id=): one of the diner's addresses; saved, back to the list. */
function DeliveryAddressUpdatePage() {
  const mt = useMallText();
  const { id = '' } = useRouter().params;
  const root = useRootStore();
  const book = useViewModel(() => new DeliveryAddressBook(mallApi(root.transport)));
  const address = book.find(id);
  return (
    <PageShell title={mt('page.addressUpdate')} hideContactButton>
      <View className='address-page'>
        {book.state === 'loading' && !address && <StateView state='loading' />}
        {book.state === 'error' && <StateView state='error' onRetry={() => void book.load()} />}
        {book.state === 'ready' && !address && <StateView state='empty' text={mt('address.empty')} />}
        {address && (
          <AddressForm
            key={address.id}
            initial={addressFields(address)}
            busy={book.busy}
            onSave={(fields) =>
              void book.save(id, fields).then(async (saved) => {
                if (!saved) return;
                showToast(mt('address.saved'));
                await root.navigator.back();
              })
            }
          />
        )}
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(DeliveryAddressUpdatePage), { title: () => mallText('page.addressUpdate') });
