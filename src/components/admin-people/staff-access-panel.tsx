import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, confirmAction, TextField } from '@/components/setup-form';
import { TickBox } from '@/components/tick-box';
import { StaffRole } from '@/gen/identity/v1/staff_pb';
import { showToast } from '@/services/feedback';
import type { StaffAccessStore } from '@/stores/admin-people';

/** One person's access at the merchant: phone, role, the whole merchant or some stores; save or remove. */
function StaffAccessPanelView({ store }: { store: StaffAccessStore }) {
  const { t } = useTranslation();
  const { draft, merchant } = store;
  const existing = store.openedUserId !== '';
  const opened = store.list.find((p) => p.user?.model?.id === store.openedUserId);
  const save = async () => {
    if (await store.save()) showToast(t('adminPeople.saved'));
  };
  const remove = async () => {
    const name = opened?.user?.nickname || opened?.user?.phone || '';
    const ok = await confirmAction(
      t('adminPeople.removeConfirm', { name, merchant: merchant.merchant?.name ?? '' }),
      t('adminPeople.removeVerb'),
    );
    if (ok && (await store.remove())) showToast(t('adminPeople.removed'));
  };
  if (!store.formOpen) {
    return (
      <View className='admin-people__panel admin-people__panel--empty'>
        <Text className='admin-people__hint'>{t('adminPeople.chooseSomeone')}</Text>
      </View>
    );
  }
  return (
    <View className='admin-people__panel admin-people__panel--open admin-staff__form'>
      <Text className='admin-people__title'>
        {existing ? opened?.user?.nickname || opened?.user?.phone : t('adminPeople.newPerson')}
      </Text>
      <TextField
        name='staff-region'
        label={t('adminPeople.phoneRegion')}
        value={draft.phoneRegionCode}
        type='digit'
        maxLength={4}
        onChange={(v) => store.edit({ phoneRegionCode: v })}
      />
      <TextField
        name='staff-phone'
        label={t('adminPeople.phone')}
        value={draft.phone}
        type='digit'
        maxLength={20}
        onChange={(v) => store.edit({ phone: v })}
      />
      <ChoiceField
        name='staff-role'
        label={t('adminPeople.role')}
        value={draft.role}
        options={[
          { value: StaffRole.MANAGER, label: t('adminPeople.manager') },
          { value: StaffRole.STAFF, label: t('adminPeople.staffRole') },
        ]}
        onChange={(role) => store.edit({ role })}
      />
      <Text className='admin-people__hint'>{t('adminPeople.roleHint')}</Text>
      <ChoiceField
        name='staff-scope'
        label={t('adminPeople.scope')}
        value={draft.wholeMerchant ? 'whole' : 'stores'}
        options={[
          { value: 'whole', label: t('adminPeople.scopeWhole') },
          { value: 'stores', label: t('adminPeople.scopeStores') },
        ]}
        onChange={(scope) => store.edit({ wholeMerchant: scope === 'whole' })}
      />
      {!draft.wholeMerchant && (
        <View className='admin-staff__stores'>
          {merchant.stores.length === 0 && <Text className='admin-people__hint'>{t('adminPeople.noStores')}</Text>}
          {merchant.stores.map((s) => (
            <TickBox
              key={s.id}
              className='admin-staff__store'
              checked={draft.storeIds.includes(s.id)}
              onChange={() => store.toggleStore(s.id)}
            >
              <Text>{s.name}</Text>
            </TickBox>
          ))}
        </View>
      )}
      <View className='admin-people__actions'>
        <Button
          type='primary'
          className='admin-staff__save'
          loading={store.saving}
          disabled={store.saving || !draft.phone.trim()}
          onClick={() => void save()}
        >
          {t('adminPeople.save')}
        </Button>
        {existing && (
          <Button type='danger' fill='outline' className='admin-staff__remove' onClick={() => void remove()}>
            {t('adminPeople.remove')}
          </Button>
        )}
      </View>
    </View>
  );
}

export const StaffAccessPanel = observer(StaffAccessPanelView);
