import { GUEST_LANGUAGES } from '@/common/guest-language';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, FormActions, FormError, TextAreaField, TextField } from '@/components/setup-form';
import type { MerchantDiner } from '@/gen/crm/v1/merchant_diner_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import type { DinerFields } from '@/stores/staff-setup';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const TITLES = [DinerTitle.UNKNOWN, DinerTitle.MR, DinerTitle.MS, DinerTitle.MISS, DinerTitle.MRS, DinerTitle.BOSS];
const LANGUAGES = ['', ...GUEST_LANGUAGES] as const;
const REGIONS = ['86', '852', '853', '886', '60'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DinerFormProps {
  diner?: MerchantDiner;
  onSave(fields: DinerFields): Promise<boolean>;
  children?: ReactNode;
}

/** The spec's diner fields (section 3), for diner-create and editing on diner-detail. */
function DinerFormView({ diner, onSave, children }: DinerFormProps) {
  const { t } = useTranslation();
  const { membership } = useRootStore().staffSetup;
  const [v, setV] = useState(() => ({
    title: diner?.title || DinerTitle.UNKNOWN,
    lastName: diner?.lastName ?? '',
    firstName: diner?.firstName ?? '',
    preferredLanguage: diner?.preferredLanguage ?? '',
    phoneRegionCode: diner?.phoneRegionCode || '86',
    phone: diner?.phone ?? '',
    email: diner?.email ?? '',
    wechatId: diner?.wechatId ?? '',
    birthday: diner?.birthday ?? '',
    weddingAnniversary: diner?.weddingAnniversary ?? '',
    dietPreference: diner?.dietPreference ?? '',
    dietTaboo: diner?.dietTaboo ?? '',
    otherRequirements: diner?.otherRequirements ?? '',
    remark: diner?.remark ?? '',
    membershipLevelId: diner?.membershipLevelId && diner.membershipLevelId !== '0' ? diner.membershipLevelId : '',
  }));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof v) => (value: string | number) => setV((old) => ({ ...old, [key]: value }));

  const save = async () => {
    if (!v.lastName.trim() && !v.firstName.trim()) return setError(t('staffSetup.diner.nameRequired'));
    if (!v.phone.trim()) return setError(t('staffSetup.diner.phoneRequired'));
    if ([v.birthday, v.weddingAnniversary].some((d) => d.trim() && !DATE.test(d.trim()))) {
      return setError(t('staffSetup.diner.dateInvalid'));
    }
    setError('');
    setSaving(true);
    await onSave({
      ...v,
      birthday: v.birthday.trim(),
      weddingAnniversary: v.weddingAnniversary.trim(),
      membershipLevelId: v.membershipLevelId || '0',
    });
    setSaving(false);
  };

  const text = (key: keyof typeof v, label: string, type: 'text' | 'digit' = 'text') => (
    <TextField name={key} label={label} value={String(v[key])} onChange={set(key)} type={type} />
  );

  return (
    <View className='diner-form'>
      {text('lastName', t('staffSetup.diner.lastName'))}
      {text('firstName', t('staffSetup.diner.firstName'))}
      <ChoiceField<DinerTitle>
        name='title'
        label={t('staffSetup.diner.title')}
        value={v.title}
        onChange={set('title')}
        options={TITLES.map((value) => ({ value, label: t(`staffSetup.diner.titles.${DinerTitle[value] as 'MR'}`) }))}
      />
      <ChoiceField<string>
        name='phoneRegionCode'
        label={t('staffSetup.diner.phoneRegion')}
        value={v.phoneRegionCode}
        onChange={set('phoneRegionCode')}
        options={REGIONS.map((value) => ({ value, label: `+${value}` }))}
      />
      {text('phone', t('staffSetup.diner.phone'), 'digit')}
      <ChoiceField<string>
        name='preferredLanguage'
        label={t('staffSetup.diner.language')}
        value={v.preferredLanguage}
        onChange={set('preferredLanguage')}
        options={LANGUAGES.map((value) => ({
          value,
          label: value ? t(`language.${value}`) : t('staffSetup.diner.languageNone'),
        }))}
      />
      {text('email', t('staffSetup.diner.email'))}
      {text('wechatId', t('staffSetup.diner.wechatId'))}
      {text('birthday', t('staffSetup.diner.birthday'))}
      {text('weddingAnniversary', t('staffSetup.diner.anniversary'))}
      {text('dietPreference', t('staffSetup.diner.dietPreference'))}
      {text('dietTaboo', t('staffSetup.diner.dietTaboo'))}
      <TextAreaField
        name='otherRequirements'
        label={t('staffSetup.diner.otherRequirements')}
        value={v.otherRequirements}
        onChange={set('otherRequirements')}
      />
      <TextAreaField name='remark' label={t('staffSetup.diner.remark')} value={v.remark} onChange={set('remark')} />
      <ChoiceField<string>
        name='membership'
        label={t('staffSetup.diner.membership')}
        value={v.membershipLevelId}
        onChange={set('membershipLevelId')}
        options={[
          { value: '', label: t('staffSetup.diner.noMembership') },
          ...membership.levels.map((l) => ({ value: l.model?.id ?? '', label: l.name })),
        ]}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')}>
        {children}
      </FormActions>
    </View>
  );
}

export const DinerForm = observer(DinerFormView);
