import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { withDinerLogin } from '@/components/login-required';
import { AddressForm } from '@/components/mall/address-form';
import { mallText, useMallText } from '@/components/mall/use-mall-text';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { DeliveryAddressBook, EMPTY_ADDRESS } from '@/stores/mall/delivery-address.store';

/** delivery-address-create: a new delivery address; saved, back to the list. */
function DeliveryAddressCreatePage() {
  const mt = useMallText();
  const root = useRootStore();
  // Nothing to read first: the list is loaded again only after saving.
  const [book] = useState(() => new DeliveryAddressBook(mallApi(root.transport)));
  return (
    <PageShell title={mt('page.addressCreate')} hideContactButton>
      <View className='address-page'>
        <AddressForm
          initial={EMPTY_ADDRESS}
          busy={book.busy}
          onSave={(fields) =>
            void book.save('', fields).then(async (saved) => {
              if (!saved) return;
              showToast(mt('address.saved'));
              await root.navigator.back();
            })
          }
        />
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(DeliveryAddressCreatePage), { title: () => mallText('page.addressCreate') });
