import { Text, View } from '@tarojs/components';
import { Popup } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { OptionList } from '@/components/option-list';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import type { PhoneRegion } from '@/common/phone-number';
import './region-picker.scss';
import '@/i18n/login-texts';
import { BackCloses } from '@/components/back-closes';

export interface RegionPickerProps {
  /** The chosen calling code ("86"). */
  value: string;
  onChange(callingCode: string): void;
}

/** The person's name for a region: ours by ISO code, the server's English name otherwise. */
export function useRegionName() {
  const { t, i18n } = useTranslation();
  return (region: PhoneRegion) => {
    const key = `login.region.${region.isoCode}`;
    return i18n.exists(key) ? t(key as 'login.region.CN') : region.name;
  };
}

/** The calling code in front of the phone field; tapping lists the regions of spec section 5. */
function RegionPickerView({ value, onChange }: RegionPickerProps) {
  const { t } = useTranslation();
  const { regions } = useRootStore();
  const regionName = useRegionName();
  const [open, setOpen] = useState(false);
  const options = regions.list.map((region) => ({
    value: region.callingCode,
    label: `+${region.callingCode} ${regionName(region)}`,
  }));
  return (
    <>
      <View className='region-picker' aria-label={t('login.phone.chooseRegion')} onClick={() => setOpen(true)}>
        <Text className='region-picker__code'>{value ? `+${value}` : t('login.phone.region')}</Text>
        <Text className='region-picker__caret'>▾</Text>
      </View>
      <BackCloses visible={open} onBack={() => setOpen(false)} />
      <Popup visible={open} position='bottom' round onClose={() => setOpen(false)}>
        <View className='region-picker__list'>
          <OptionList<string>
            title={t('login.phone.chooseRegion')}
            options={options}
            selected={value}
            onSelect={(code) => {
              onChange(code);
              setOpen(false);
            }}
          />
        </View>
      </Popup>
    </>
  );
}

export const RegionPicker = observer(RegionPickerView);
