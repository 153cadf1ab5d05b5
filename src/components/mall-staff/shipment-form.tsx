import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { TextField } from '@/components/setup-form';
import type { MallOrderDetail } from '@/stores/mall-staff/mall-orders.store';
import { unshippedOf } from '@/stores/mall-staff/mall-shipment-draft';
import { CarrierFields } from './carrier-fields';

/** A new parcel: a delivery quantity per line (at most what is left of it); for delivery, its carrier and tracking number. */
function ShipmentFormView({ detail }: { detail: MallOrderDetail }) {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const [problem, setProblem] = useState('');
  const draft = detail.shipment;
  const order = detail.order;
  if (!draft || !order) return null;
  const submit = async () => {
    const found = draft.problem();
    setProblem(found ? t(`mallStaff.shipment.problem.${found}`) : '');
    if (!found) await detail.ship();
  };
  return (
    <View className='mall-staff__section mall-shipment-form'>
      <Text className='mall-staff__section-title'>{t('mallStaff.shipment.create')}</Text>
      {order.itemList
        .filter((item) => unshippedOf(item) > 0)
        .map((item) => (
          <View key={item.id} className={`mall-shipment-form__line mall-shipment-form__line--${item.id}`}>
            <TextField
              name={`quantity-${item.id}`}
              type='number'
              label={`${local(item.productTitle, item.productIntlTitle)}${item.specText ? ` · ${local(item.specText, item.specIntlText)}` : ''} (${t('mallStaff.shipment.left', { count: unshippedOf(item) })})`}
              value={draft.quantities[item.id] ?? ''}
              onChange={(text) => detail.setQuantity(item.id, text)}
            />
          </View>
        ))}
      {!draft.pickup && <CarrierFields draft={draft.carrier} optional />}
      {problem && <Text className='mall-staff__problem mall-shipment-form__problem'>{problem}</Text>}
      <View className='mall-staff__actions'>
        <Button
          type='primary'
          className='mall-shipment-form__submit'
          loading={detail.busy}
          disabled={detail.busy}
          onClick={() => void submit()}
        >
          {t('mallStaff.shipment.submit')}
        </Button>
        <Button className='mall-shipment-form__cancel' onClick={detail.stopShipment}>
          {t('mallStaff.shipment.cancel')}
        </Button>
      </View>
    </View>
  );
}

export const ShipmentForm = observer(ShipmentFormView);
