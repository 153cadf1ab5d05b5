import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StaffRole, type StaffMember } from '@/gen/identity/v1/staff_pb';
import { PageShell } from '@/components/page-shell';
import { confirmAction, FormError } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { personName } from '@/common/person-name';
import { useRootStore } from '@/stores';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const ROLES = [StaffRole.MANAGER, StaffRole.STAFF] as const;
const roleKey = (role: StaffRole) => (role === StaffRole.MANAGER ? 'manager' : 'staff');
const PHONE = /^\d{5,15}$/;

/**
 * The store's people (store-staff): who works here and in what role, with a way for a
 * manager to add someone by phone, make a member manager or staff, and remove them
 * after asking. Merchant-wide members serve every store; they are shown but changed
 * only at the merchant's level.
 */
function StoreStaffPage() {
  const { t } = useTranslation();
  const { staff, choice } = useRootStore().staffSetup;
  useSetupLoad(staff.load);
  const [region, setRegion] = useState('86');
  const [phone, setPhone] = useState('');
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [role, setRole] = useState<StaffRole>(StaffRole.STAFF);
  const [error, setError] = useState('');

  const add = async () => {
    const digits = phone.replace(/[\s-]/g, '');
    if (!PHONE.test(digits) || !/^\d{1,4}$/.test(region)) return setError(t('staffSetup.staff.phoneInvalid'));
    setError('');
    if (await staff.add(region, digits, role, { lastName: lastName.trim(), firstName: firstName.trim() })) {
      showToast(t('staffSetup.common.saved'));
      setPhone('');
      setLastName('');
      setFirstName('');
    }
  };
  // The name the store wrote (the order log shows the same), else the account's nickname, else the phone.
  const nameOf = (m: StaffMember) =>
    personName(m) || m.user?.nickname || `+${m.user?.phoneRegionCode ?? ''} ${m.user?.phone ?? ''}`;
  const changeRole = async (m: StaffMember) => {
    const next = m.role === StaffRole.MANAGER ? StaffRole.STAFF : StaffRole.MANAGER;
    const ask = t('staffSetup.staff.askRole', { name: nameOf(m), role: t(`staffSetup.staff.role.${roleKey(next)}`) });
    if (await confirmAction(ask)) {
      if (await staff.changeRole(m, next)) showToast(t('staffSetup.common.saved'));
    }
  };
  const remove = async (m: StaffMember) => {
    if (await confirmAction(t('staffSetup.staff.askRemove', { name: nameOf(m), store: choice.store?.name ?? '' }))) {
      if (await staff.remove(m)) showToast(t('staffSetup.staff.removed'));
    }
  };

  return (
    <PageShell title={t('staffSetup.staff.listTitle')} onRefresh={staff.load}>
      <SetupStoreName />
      <Text className='store-staff__store'>{t('staffSetup.entry.storeName', { name: choice.store?.name ?? '' })}</Text>
      <View className='store-staff-add'>
        <View className='store-staff-add__phone'>
          <Input
            className='store-staff-add__last-name'
            value={lastName}
            maxLength={50}
            placeholder={t('staffSetup.staff.lastName')}
            onChange={(value) => setLastName(String(value))}
          />
          <Input
            className='store-staff-add__first-name'
            value={firstName}
            maxLength={50}
            placeholder={t('staffSetup.staff.firstName')}
            onChange={(value) => setFirstName(String(value))}
          />
        </View>
        <View className='store-staff-add__phone'>
          <Input
            className='store-staff-add__region'
            type='number'
            value={region}
            maxLength={4}
            onChange={(value) => setRegion(String(value))}
          />
          <Input
            className='store-staff-add__number'
            type='number'
            value={phone}
            maxLength={20}
            placeholder={t('staffSetup.staff.phonePlaceholder')}
            onChange={(value) => setPhone(String(value))}
          />
        </View>
        <View className='store-staff-add__roles'>
          {ROLES.map((r) => (
            <Text
              key={r}
              className={`store-staff-add__role${role === r ? ' store-staff-add__role--on' : ''}`}
              onClick={() => setRole(r)}
            >
              {t(`staffSetup.staff.role.${roleKey(r)}`)}
            </Text>
          ))}
          <Button className='store-staff-add__button' type='primary' size='small' onClick={() => void add()}>
            {t('staffSetup.staff.add')}
          </Button>
        </View>
        <Text className='store-staff-add__help'>{t('staffSetup.staff.addHelp')}</Text>
      </View>
      <FormError text={error} />
      <SetupState
        state={staff.state}
        empty={staff.list.length === 0}
        emptyText={t('staffSetup.staff.empty')}
        onRetry={staff.load}
      >
        <View className='setup-list'>
          {staff.members.map((m) => {
            const wide = m.storeId === '0';
            return (
              <View key={m.id} className={`setup-list__row store-staff-row${wide ? ' store-staff-row--merchant' : ''}`}>
                <View className='setup-list__main'>
                  <Text className='setup-list__title'>{nameOf(m)}</Text>
                  <Text className='setup-list__sub'>
                    {[
                      t(`staffSetup.staff.role.${roleKey(m.role)}`),
                      wide ? t('staffSetup.staff.wholeMerchant') : '',
                      nameOf(m).startsWith('+') ? '' : `+${m.user?.phoneRegionCode ?? ''} ${m.user?.phone ?? ''}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </View>
                {!wide && (
                  <>
                    <Button className='store-staff-row__role' size='small' onClick={() => void changeRole(m)}>
                      {m.role === StaffRole.MANAGER
                        ? t('staffSetup.staff.makeStaff')
                        : t('staffSetup.staff.makeManager')}
                    </Button>
                    <Button className='store-staff-row__remove' size='small' onClick={() => void remove(m)}>
                      {t('staffSetup.staff.remove')}
                    </Button>
                  </>
                )}
              </View>
            );
          })}
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreStaffPage);
