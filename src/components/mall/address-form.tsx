import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { RegionPicker } from '@/components/region-picker';
import { TickBox } from '@/components/tick-box';
import type { MallKey } from '@/i18n/locales/mall/zh-hans';
import type { AddressFields } from '@/stores/mall/delivery-address.store';
import { useMallText } from './use-mall-text';
import './mall.scss';

type TextField = 'province' | 'city' | 'district' | 'detail' | 'contact' | 'phone';

export interface AddressFormProps {
  initial: AddressFields;
  busy: boolean;
  onSave(fields: AddressFields): void;
}

/** A delivery address's fields; the server checks them (and the phone's rule) and says what is wrong. */
export function AddressForm({ initial, busy, onSave }: AddressFormProps) {
  const mt = useMallText();
  const [fields, setFields] = useState(initial);
  const set = <K extends keyof AddressFields>(key: K, value: AddressFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const row = (key: TextField, label: MallKey, placeholder?: MallKey) => (
    <View className='address-form__row' key={key}>
      <Text className='address-form__label'>{mt(label)}</Text>
      {key === 'phone' && (
        <RegionPicker value={fields.phoneRegionCode} onChange={(code) => set('phoneRegionCode', code)} />
      )}
      <Input
        className={`address-form__input address-form__input--${key}`}
        type={key === 'phone' ? 'tel' : 'text'}
        value={fields[key]}
        placeholder={placeholder ? mt(placeholder) : ''}
        onChange={(value) => set(key, value)}
      />
    </View>
  );

  return (
    <View className='address-form'>
      {row('contact', 'form.contact')}
      {row('phone', 'form.phone')}
      {row('province', 'form.province')}
      {row('city', 'form.city')}
      {row('district', 'form.district')}
      {row('detail', 'form.detail', 'form.detailHint')}
      <TickBox
        className='address-form__default'
        checked={fields.isDefault}
        onChange={(checked) => set('isDefault', checked)}
      >
        {mt('form.isDefault')}
      </TickBox>
      <TickBox
        className='address-form__self'
        checked={fields.selfDelivery}
        onChange={(checked) => set('selfDelivery', checked)}
      >
        {mt('form.selfDelivery')}
      </TickBox>
      <Button block type='primary' className='address-form__save' loading={busy} onClick={() => onSave(fields)}>
        {mt('form.save')}
      </Button>
    </View>
  );
}
