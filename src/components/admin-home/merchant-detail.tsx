import { Button, Cell, Tag } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { MerchantFields } from './merchant-fields';
import { StoreCreateForm } from './store-create-form';
import { confirmAction } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import type { MerchantDetailStore } from '@/stores/admin';

/** The opened merchant: rename it, change its /mch/ key, disable or enable it and its stores. */
function MerchantDetailView({ detail }: { detail: MerchantDetailStore }) {
  const { t } = useTranslation();
  const merchant = detail.merchant;
  const [name, setName] = useState('');
  const [shortKey, setShortKey] = useState('');
  useEffect(() => {
    setName(merchant?.name ?? '');
    setShortKey(merchant?.shortKey ?? '');
  }, [merchant?.model?.id, merchant?.name, merchant?.shortKey]);
  if (!merchant) {
    return (
      <View className='admin-home__section admin-home__merchant'>
        <Text className='admin-home__hint admin-home__pick-hint'>{t('adminMerchants.pickHint')}</Text>
      </View>
    );
  }
  const save = async () => {
    if (await detail.update(name, shortKey)) showToast(t('adminMerchants.saved'));
  };
  const toggleMerchant = async () => {
    const disable = !merchant.disabled;
    const ask = disable ? 'adminMerchants.disableMerchantAsk' : 'adminMerchants.enableMerchantAsk';
    const verb = disable ? t('adminMerchants.disable') : t('adminMerchants.enable');
    if (await confirmAction(t(ask, { name: merchant.name }), verb)) await detail.setDisabled(disable);
  };
  const toggleStore = async (id: string, storeName: string, disabled: boolean) => {
    if (
      !disabled &&
      !(await confirmAction(t('adminMerchants.disableStoreAsk', { name: storeName }), t('adminMerchants.disable')))
    ) {
      return;
    }
    await detail.setStoreDisabled(id, !disabled);
  };
  const unchanged = name.trim() === merchant.name && shortKey.trim() === merchant.shortKey;
  return (
    <View className='admin-home__section admin-home__merchant'>
      <View className='admin-home__heading'>
        <Text className='admin-home__title'>
          {t('adminMerchants.edit')} #{merchant.model?.id}
        </Text>
        {merchant.disabled && <Tag type='danger'>{t('adminMerchants.disabled')}</Tag>}
      </View>
      <View className='admin-home__create'>
        <MerchantFields namePrefix='edit-' name={name} shortKey={shortKey} onName={setName} onShortKey={setShortKey} />
        <View className='admin-home__actions'>
          <Button
            className='admin-home__save-merchant'
            type='primary'
            size='small'
            disabled={unchanged || !name.trim() || !shortKey.trim()}
            onClick={() => void save()}
          >
            {t('adminMerchants.save')}
          </Button>
          <Button
            className='admin-home__toggle-merchant'
            type={merchant.disabled ? 'default' : 'danger'}
            size='small'
            onClick={() => void toggleMerchant()}
          >
            {merchant.disabled ? t('adminMerchants.enable') : t('adminMerchants.disable')}
          </Button>
          <Button size='small' onClick={() => detail.open(undefined)}>
            {t('adminMerchants.close')}
          </Button>
        </View>
      </View>
      <Text className='admin-home__title'>{t('adminMerchants.stores')}</Text>
      <LoadState
        status={detail.storesState.status}
        empty={detail.stores.length === 0}
        emptyText={t('adminMerchants.noStores')}
        onRetry={() => void detail.loadStores()}
      >
        {detail.stores.map((s) => (
          <Cell
            key={s.id}
            className='admin-home__store'
            title={s.name}
            description={[`#${s.id}`, s.city, s.disabled ? t('adminMerchants.disabled') : '']
              .filter(Boolean)
              .join(' · ')}
            extra={
              <Button
                className='admin-home__toggle-store'
                size='mini'
                type={s.disabled ? 'default' : 'danger'}
                onClick={() => void toggleStore(s.id, s.name, s.disabled)}
              >
                {s.disabled ? t('adminMerchants.enable') : t('adminMerchants.disable')}
              </Button>
            }
          />
        ))}
      </LoadState>
      <StoreCreateForm detail={detail} />
    </View>
  );
}

export const MerchantDetail = observer(MerchantDetailView);
