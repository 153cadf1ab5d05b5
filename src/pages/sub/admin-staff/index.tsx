import { Button, Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MerchantPicker, StaffAccessPanel } from '@/components/admin-people';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { TextField } from '@/components/setup-form';
import { StaffRole } from '@/gen/identity/v1/staff_pb';
import { useRootStore } from '@/stores';
import { adminPeopleStores } from '@/stores/admin-people';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

/** A merchant's staff and their roles and stores (administrators); `merchantId` opens that merchant. */
function AdminStaffPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const store = useMemo(() => adminPeopleStores(root).staffAccess, [root]);
  const merchantId = useRouter().params.merchantId ?? '';
  useEffect(() => void store.merchant.load(merchantId), [store, merchantId]);
  const where = (wholeMerchant: boolean, storeIds: string[]) =>
    wholeMerchant
      ? t('adminPeople.wholeMerchant')
      : storeIds.length > 2
        ? t('adminPeople.storeCount', { count: storeIds.length })
        : storeIds.map(store.merchant.storeName).join(', ');
  return (
    <PageShell
      title={t('adminPeople.staffTitle')}
      showBack
      wide
      hideContactButton
      onRefresh={() => store.merchant.load()}
    >
      <View className='admin-people admin-staff'>
        <View className='admin-people__list'>
          <MerchantPicker choice={store.merchant} />
          {store.merchant.merchantId && (
            <>
              <View className='admin-people__search'>
                <TextField
                  name='staff-search'
                  label={t('adminPeople.search')}
                  value={store.keyword}
                  maxLength={32}
                  onChange={store.setKeyword}
                />
                <Button size='small' onClick={() => void store.load()}>
                  {t('adminPeople.searchAction')}
                </Button>
              </View>
              <View className='admin-people__heading'>
                <Text className='admin-people__title'>{store.merchant.merchant?.name}</Text>
                <Button type='primary' size='small' className='admin-staff__add' onClick={store.openNew}>
                  {t('adminPeople.addStaff')}
                </Button>
              </View>
              <LoadState
                status={store.state.status}
                empty={store.list.length === 0}
                emptyText={store.keyword.trim() ? t('adminPeople.noMatch') : t('adminPeople.noStaff')}
                onRetry={() => void store.load()}
              >
                {store.list.map((p) => (
                  <Cell
                    key={p.user?.model?.id}
                    className={`admin-staff__person${p.user?.model?.id === store.openedUserId ? ' admin-people__row--open' : ''}`}
                    title={p.user?.nickname || p.user?.phone}
                    description={[p.user?.phone, where(p.wholeMerchant, p.storeIdList)].filter(Boolean).join(' · ')}
                    extra={p.role === StaffRole.MANAGER ? t('adminPeople.manager') : t('adminPeople.staffRole')}
                    clickable
                    onClick={() => store.open(p)}
                  />
                ))}
              </LoadState>
            </>
          )}
        </View>
        <StaffAccessPanel store={store} />
      </View>
    </PageShell>
  );
}

export default observer(AdminStaffPage);
