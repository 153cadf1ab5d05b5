import { Button, Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { MerchantFields } from './merchant-fields';
import { showToast } from '@/services/feedback';
import type { Merchant } from '@/gen/identity/v1/admin_merchant_service_pb';
import type { MerchantsStore } from '@/stores/admin';

/** The platform's merchants (tap one to edit it), and a new one by name and /mch/ short key. */
function MerchantSectionView({
  merchants,
  openedId,
  onOpen,
}: {
  merchants: MerchantsStore;
  openedId: string;
  onOpen: (merchant: Merchant) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [shortKey, setShortKey] = useState('');
  const create = async () => {
    if (!(await merchants.create(name, shortKey))) return;
    setName('');
    setShortKey('');
    showToast(t('adminConsole.created'));
  };
  return (
    <View className='admin-home__section admin-home__merchants'>
      <Text className='admin-home__title'>{t('adminConsole.merchants')}</Text>
      <LoadState
        status={merchants.state.status}
        empty={merchants.list.length === 0}
        emptyText={t('adminConsole.noMerchants')}
        onRetry={() => void merchants.load()}
      >
        {merchants.list.map((m) => (
          <Cell
            key={m.model?.id}
            className={`admin-home__merchant-row${m.model?.id === openedId ? ' admin-home__merchant-row--open' : ''}`}
            title={m.name}
            description={[`#${m.model?.id}`, `/mch/${m.shortKey}`, m.disabled ? t('adminMerchants.disabled') : '']
              .filter(Boolean)
              .join(' · ')}
            clickable
            onClick={() => onOpen(m)}
          />
        ))}
      </LoadState>
      <View className='admin-home__create'>
        <MerchantFields namePrefix='' name={name} shortKey={shortKey} onName={setName} onShortKey={setShortKey} />
        <Button type='primary' size='small' disabled={!name.trim() || !shortKey.trim()} onClick={() => void create()}>
          {t('adminConsole.createMerchant')}
        </Button>
      </View>
    </View>
  );
}

export const MerchantSection = observer(MerchantSectionView);
