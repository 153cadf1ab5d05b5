import { View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DinerRiskBadge } from '@/components/diner-risk-badge';
import { PageShell } from '@/components/page-shell';
import { ChoiceField, TextField } from '@/components/setup-form';
import { useSetupLoad } from '@/components/setup-state';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const REGIONS = ['86', '852', '853', '886', '60'] as const;

/**
 * The risk-diner check (spec: diner-risk): opened with ?phone=&phoneRegionCode= (or
 * ?merchantDinerId=) from an order, or typed here before accepting a booking by phone.
 */
function DinerRiskPage() {
  const { t } = useTranslation();
  const { params } = useRouter();
  const { staffSetup } = useRootStore();
  const [region, setRegion] = useState(params.phoneRegionCode || '86');
  const [phone, setPhone] = useState(params.phone ?? '');
  const [checked, setChecked] = useState({
    phone: params.phone ?? '',
    region: params.phoneRegionCode || '86',
    merchantDinerId: params.merchantDinerId ?? '',
  });
  useSetupLoad(staffSetup.choice.ensureStoreId);
  const storeId = params.storeId || staffSetup.choice.storeId;

  return (
    <PageShell title={t('staffSetup.risk.title')}>
      <ChoiceField<string>
        name='region'
        label={t('staffSetup.diner.phoneRegion')}
        value={region}
        onChange={setRegion}
        options={REGIONS.map((value) => ({ value, label: `+${value}` }))}
      />
      <TextField name='phone' type='digit' label={t('staffSetup.risk.phone')} value={phone} onChange={setPhone} />
      <Button
        block
        type='primary'
        className='diner-risk__check'
        onClick={() => setChecked({ phone: phone.trim(), region, merchantDinerId: '' })}
      >
        {t('staffSetup.risk.check')}
      </Button>
      <View className='diner-risk__result'>
        <DinerRiskBadge
          storeId={storeId}
          phone={checked.phone || undefined}
          phoneRegionCode={checked.region}
          merchantDinerId={checked.merchantDinerId || undefined}
          showNone
        />
      </View>
    </PageShell>
  );
}

export default observer(DinerRiskPage);
