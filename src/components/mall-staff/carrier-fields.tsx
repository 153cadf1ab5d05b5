import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, TextField } from '@/components/setup-form';
import { useMallText } from '@/components/mall/use-mall-text';
import { MALL_CARRIER_NAME_MAX, MALL_CARRIERS, type MallCarrierCode } from '@/common/mall-carriers';
import type { CarrierDraft } from '@/stores/mall-staff/mall-shipment-draft';

/**
 * The carrier a parcel goes with, from the list (names in the reader's
 * language), a name for "other", and the tracking number. `optional`: a new
 * parcel may leave it for later ("not yet": only packed).
 */
function CarrierFieldsView({ draft, optional }: { draft: CarrierDraft; optional: boolean }) {
  const { t } = useTranslation();
  const mt = useMallText();
  const options: Array<{ value: MallCarrierCode | ''; label: string }> = [
    ...(optional ? [{ value: '' as const, label: t('mallStaff.shipment.noCarrier') }] : []),
    ...MALL_CARRIERS.map((code) => ({ value: code, label: mt(`carrier.${code}`) })),
  ];
  return (
    <>
      <ChoiceField
        name='carrier'
        label={t('mallStaff.shipment.carrier')}
        options={options}
        value={draft.code}
        onChange={draft.setCode}
      />
      {draft.code === 'OTHER' && (
        <TextField
          name='carrier-name'
          label={t('mallStaff.shipment.carrierName')}
          value={draft.name}
          maxLength={MALL_CARRIER_NAME_MAX}
          onChange={draft.setName}
        />
      )}
      {draft.code ? (
        <TextField
          name='tracking'
          label={t('mallStaff.shipment.tracking')}
          value={draft.trackingNumber}
          maxLength={40}
          onChange={draft.setTracking}
        />
      ) : (
        <Text className='mall-staff__hint'>{t('mallStaff.shipment.noCarrierHint')}</Text>
      )}
    </>
  );
}

export const CarrierFields = observer(CarrierFieldsView);
