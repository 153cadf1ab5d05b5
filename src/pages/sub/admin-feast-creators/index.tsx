import { Button, Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MerchantPicker } from '@/components/admin-people';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { ChoiceField, confirmAction, TextField } from '@/components/setup-form';
import type { StorePermittedCreator } from '@/gen/feast/v1/admin_feast_service_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { adminPeopleStores } from '@/stores/admin-people';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

/** Who may create feasts at a merchant's stores (administrators): grant by phone, revoke after asking. */
function AdminFeastCreatorsPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const creators = useMemo(() => adminPeopleStores(root).creators, [root]);
  const merchantId = useRouter().params.merchantId ?? '';
  useEffect(() => void creators.merchant.load(merchantId), [creators, merchantId]);
  const { merchant } = creators;
  const grant = async () => {
    if (await creators.grant()) showToast(t('adminPeople.granted'));
  };
  const revoke = async (item: StorePermittedCreator) => {
    const name = item.creator?.nickname || item.creator?.phone || '';
    if (
      !(await confirmAction(t('adminPeople.revokeConfirm', { name, store: item.storeName }), t('adminPeople.revoke')))
    )
      return;
    if (await creators.revoke(item)) showToast(t('adminPeople.revoked'));
  };
  return (
    <PageShell
      title={t('adminPeople.creatorsTitle')}
      showBack
      wide
      hideContactButton
      onRefresh={() => creators.merchant.load()}
    >
      <View className='admin-people admin-creators'>
        <View className='admin-people__list'>
          <MerchantPicker choice={merchant} />
          <Text className='admin-people__hint'>{t('adminPeople.creatorsHint')}</Text>
          {merchant.merchantId && (
            <LoadState
              status={creators.state.status}
              empty={creators.list.length === 0}
              emptyText={t('adminPeople.noCreators')}
              onRetry={() => void creators.load()}
            >
              {creators.list.map((item) => (
                <Cell
                  key={`${item.storeId}-${item.creator?.userId}`}
                  className='admin-creators__row'
                  title={item.creator?.nickname || item.creator?.phone}
                  description={[item.creator?.phone, item.storeName].filter(Boolean).join(' · ')}
                  extra={
                    <Button
                      size='small'
                      type='danger'
                      fill='outline'
                      className='admin-creators__revoke'
                      onClick={() => void revoke(item)}
                    >
                      {t('adminPeople.revoke')}
                    </Button>
                  }
                />
              ))}
            </LoadState>
          )}
        </View>
        {merchant.merchantId && (
          <View className='admin-people__panel admin-people__grant'>
            <Text className='admin-people__title'>{t('adminPeople.grant')}</Text>
            {merchant.stores.length === 0 ? (
              <Text className='admin-people__hint'>{t('adminPeople.noStores')}</Text>
            ) : (
              <ChoiceField
                name='creator-store'
                label={t('adminPeople.grantStore')}
                value={creators.storeId}
                options={merchant.stores.map((s) => ({ value: s.id, label: s.name }))}
                onChange={creators.setStore}
              />
            )}
            <TextField
              name='creator-region'
              label={t('adminPeople.phoneRegion')}
              value={creators.phoneRegionCode}
              type='digit'
              maxLength={4}
              onChange={(v) => creators.setPhone(creators.phone, v)}
            />
            <TextField
              name='creator-phone'
              label={t('adminPeople.phone')}
              value={creators.phone}
              type='digit'
              maxLength={20}
              onChange={(v) => creators.setPhone(v)}
            />
            <Button
              type='primary'
              className='admin-creators__grant'
              loading={creators.saving}
              disabled={creators.saving || !creators.storeId || !creators.phone.trim()}
              onClick={() => void grant()}
            >
              {t('adminPeople.grant')}
            </Button>
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default observer(AdminFeastCreatorsPage);
