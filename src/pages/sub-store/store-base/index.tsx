import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import {
  ChoiceField,
  FormActions,
  FormError,
  IntlNameFields,
  intlFieldsOf,
  SwitchField,
  TextField,
  trimmedIntlName,
} from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import type { Store } from '@/gen/store/v1/store_pb';
import { TIMEZONES } from '@/i18n/timezones';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { yuanToCents } from '@/common/money';
import { formatCents } from '@/common/money-format';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

function ProfileForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  const p = store.profile;
  const [v, setV] = useState({
    name: store.name,
    timezone: store.timezone,
    city: p?.city ?? '',
    address: p?.address ?? '',
    phone: p?.phone ?? '',
    hours: p?.hours ?? '',
    openingYear: p?.openingYear ? String(p.openingYear) : '',
    mainCuisine: p?.mainCuisine ?? '',
    subCuisine: p?.subCuisine ?? '',
    chef: p?.chef ?? '',
    perCapita: p?.perCapitaPrice && p.perCapitaPrice !== '0' ? formatCents(p.perCapitaPrice) : '',
    sommelier: p?.sommelierService ?? false,
    winePairing: p?.winePairing ?? false,
  });
  const [intlName, setIntlName] = useState(() => intlFieldsOf(store.intlInfo?.name));
  const [intlCity, setIntlCity] = useState(() => intlFieldsOf(store.intlInfo?.city));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((old) => ({ ...old, [key]: value }));
  const zones = Array.from(new Set([store.timezone, ...TIMEZONES])).filter(Boolean);

  const save = async () => {
    if (!v.name.trim()) return setError(t('staffSetup.common.nameRequired'));
    let perCapitaPrice = '0';
    try {
      perCapitaPrice = v.perCapita.trim() ? yuanToCents(v.perCapita) : '0';
    } catch {
      return setError(t('staffSetup.store.invalidPrice'));
    }
    const openingYear = v.openingYear.trim() ? Number(v.openingYear) : 0;
    if (!Number.isInteger(openingYear) || openingYear < 0) return setError(t('staffSetup.rule.invalidNumber'));
    setError('');
    setSaving(true);
    const saved = await storeInfo.saveProfile(
      v.name.trim(),
      v.timezone,
      {
        city: v.city.trim(),
        address: v.address.trim(),
        phone: v.phone.trim(),
        hours: v.hours.trim(),
        openingYear,
        mainCuisine: v.mainCuisine.trim(),
        subCuisine: v.subCuisine.trim(),
        chef: v.chef.trim(),
        orderingType: p?.orderingType,
        perCapitaPrice,
        sommelierService: v.sommelier,
        winePairing: v.winePairing,
      },
      trimmedIntlName(intlName),
      trimmedIntlName(intlCity),
    );
    setSaving(false);
    if (saved) showToast(t('staffSetup.common.saved'));
  };

  const text = (
    key:
      | 'name'
      | 'city'
      | 'address'
      | 'phone'
      | 'hours'
      | 'openingYear'
      | 'mainCuisine'
      | 'subCuisine'
      | 'chef'
      | 'perCapita',
    type: 'text' | 'digit' = 'text',
  ) => (
    <TextField
      name={key}
      type={type}
      label={t(`staffSetup.store.${key}`, { currency: store.currency })}
      value={String(v[key])}
      onChange={set(key)}
    />
  );

  return (
    <View className='store-base setup-columns'>
      {text('name')}
      <IntlNameFields value={intlName} onChange={setIntlName} />
      <ChoiceField<string>
        name='timezone'
        label={t('staffSetup.store.timezone')}
        value={v.timezone}
        onChange={set('timezone')}
        options={zones.map((zone) => ({
          value: zone,
          label: (TIMEZONES as readonly string[]).includes(zone) ? t(`timezone.${zone as 'UTC'}`) : zone,
        }))}
      />
      {text('city')}
      <IntlNameFields kind='city' value={intlCity} onChange={setIntlCity} />
      {text('address')}
      {text('phone')}
      {text('hours')}
      {text('openingYear', 'digit')}
      {text('mainCuisine')}
      {text('subCuisine')}
      {text('chef')}
      {text('perCapita')}
      <SwitchField
        name='sommelier'
        label={t('staffSetup.store.sommelier')}
        checked={v.sommelier}
        onChange={set('sommelier')}
      />
      <SwitchField
        name='winePairing'
        label={t('staffSetup.store.winePairing')}
        checked={v.winePairing}
        onChange={set('winePairing')}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
    </View>
  );
}

/** The store's base information (spec: store-base): name, time zone and profile. */
function StoreBasePage() {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  useSetupLoad(storeInfo.load);
  return (
    <PageShell title={t('staffSetup.store.baseTitle')} wide>
      <SetupStoreName />
      <SetupState state={storeInfo.state} empty={!storeInfo.store} onRetry={storeInfo.load}>
        {storeInfo.store && <ProfileForm key={storeInfo.store.model?.id} store={storeInfo.store} />}
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreBasePage);
