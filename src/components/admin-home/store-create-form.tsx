import { Button } from '@nutui/nutui-react-taro';
import { Picker, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CURRENCIES, type Currency } from '@/common/currency';
import type { IntlTextFields } from '@/common/intl-text';
import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import type { MerchantDetailStore } from '@/stores/admin';

/** The zones of the markets the platform serves, each with the currency its stores usually price in. */
const ZONES: Array<{ zone: string; currency: Currency }> = [
  { zone: 'Asia/Shanghai', currency: 'CNY' },
  { zone: 'Asia/Hong_Kong', currency: 'HKD' },
  { zone: 'Asia/Macau', currency: 'MOP' },
];

const NAME_LANGUAGES = ['zhHans', 'zhHant', 'en'] as const;
const NO_NAMES: IntlTextFields = { zhHans: '', zhHant: '', en: '' };

/**
 * A new store of the opened merchant: its name (and as each interface language writes
 * it; a blank one reads as the name), city, address, time zone and currency. The zone
 * suggests the currency (a Macau store prices in patacas) and the administrator may pick
 * another; both are fixed once the store takes money, so they are asked here.
 */
function StoreCreateFormView({ detail }: { detail: MerchantDetailStore }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [intlName, setIntlName] = useState<IntlTextFields>(NO_NAMES);
  const [city, setCity] = useState('');
  const [address, setAddress] = useState('');
  const [zone, setZone] = useState(0);
  const [currency, setCurrency] = useState<Currency>(ZONES[0].currency);
  const create = async () => {
    const made = await detail.createStore({ name, intlName, city, address, timezone: ZONES[zone].zone, currency });
    if (!made) return;
    setName('');
    setIntlName(NO_NAMES);
    setCity('');
    setAddress('');
    showToast(t('adminMerchants.storeCreated', { name: made.name }));
  };
  return (
    <View className='admin-home__create admin-home__store-create'>
      <Text className='admin-home__title'>{t('adminMerchants.newStore')}</Text>
      <TextField
        name='store-name'
        label={t('adminMerchants.storeName')}
        value={name}
        maxLength={64}
        onChange={setName}
      />
      {NAME_LANGUAGES.map((language) => (
        <TextField
          key={language}
          name={`store-name-${language}`}
          label={t(`adminMerchants.storeNameIn.${language}`)}
          value={intlName[language]}
          maxLength={64}
          onChange={(text) => setIntlName((names) => ({ ...names, [language]: text }))}
        />
      ))}
      <Text className='admin-home__hint'>{t('adminMerchants.storeNamesHint')}</Text>
      <TextField
        name='store-city'
        label={t('adminMerchants.storeCity')}
        value={city}
        maxLength={64}
        onChange={setCity}
      />
      <TextField
        name='store-address'
        label={t('adminMerchants.storeAddress')}
        value={address}
        maxLength={200}
        onChange={setAddress}
      />
      <Picker
        mode='selector'
        range={ZONES.map((z) => t(`adminMerchants.zone.${z.zone.replace('/', '_') as 'Asia_Macau'}`))}
        value={zone}
        onChange={(e) => {
          const picked = Number(e.detail.value);
          setZone(picked);
          setCurrency(ZONES[picked]?.currency ?? 'CNY');
        }}
      >
        <Text className='admin-home__pick admin-home__store-zone'>
          {`${t('adminMerchants.storeZone')}: ${t(`adminMerchants.zone.${ZONES[zone].zone.replace('/', '_') as 'Asia_Macau'}`)}`}
        </Text>
      </Picker>
      <View className='admin-home__currencies'>
        <Text className='admin-home__hint'>{t('adminMerchants.storeCurrency')}</Text>
        {CURRENCIES.map((c) => (
          <Text
            key={c}
            className={c === currency ? 'admin-home__chip admin-home__chip--on' : 'admin-home__chip'}
            onClick={() => setCurrency(c)}
          >
            {t(`adminMerchants.currency.${c}`)}
          </Text>
        ))}
      </View>
      <Text className='admin-home__hint'>{t('adminMerchants.storeFixedHint')}</Text>
      <Button
        className='admin-home__create-store'
        type='primary'
        size='small'
        disabled={!name.trim()}
        onClick={() => void create()}
      >
        {t('adminMerchants.createStore')}
      </Button>
    </View>
  );
}

export const StoreCreateForm = observer(StoreCreateFormView);
