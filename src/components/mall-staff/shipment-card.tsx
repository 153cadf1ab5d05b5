import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { confirmAction } from '@/components/setup-form';
import { carrierName } from '@/components/mall/mall-format';
import { useMallText } from '@/components/mall/use-mall-text';
import { MallShipment_Status as Parcel, type MallShipment } from '@/gen/mall/v1/mall_order_pb';
import type { MallOrderDetail } from '@/stores/mall-staff/mall-orders.store';
import { shipmentActions, type ShipmentAction } from '@/stores/mall-staff/mall-shipment-draft';
import { CarrierFields } from './carrier-fields';

const ASK: Partial<
  Record<ShipmentAction, 'confirmDeliver' | 'confirmCollect' | 'confirmClose' | 'confirmCloseShipped'>
> = {
  deliver: 'confirmDeliver',
  collect: 'confirmCollect',
  close: 'confirmClose',
  closeShipped: 'confirmCloseShipped',
};

/**
 * One parcel for staff: its status (a pick-up parcel waits for the diner), the
 * carrier in the reader's language with the tracking number, what it holds,
 * and only the next steps that apply (a packed parcel is handed to a carrier
 * here, with the carrier and tracking number).
 */
function ShipmentCardView({ detail, shipment: s }: { detail: MallOrderDetail; shipment: MallShipment }) {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const mt = useMallText();
  const [problem, setProblem] = useState('');
  const order = detail.order!;
  const pickup = Boolean(order.address?.selfDelivery);
  const name = Parcel[s.status] as 'CREATED';
  const status =
    pickup && (name === 'CREATED' || name === 'DELIVERED')
      ? t(`mallStaff.shipment.pickupStatus.${name}`)
      : t(`mallStaff.shipment.status.${name}`);
  const going = detail.dispatching?.shipmentId === s.id ? detail.dispatching.carrier : null;

  const act = async (action: ShipmentAction) => {
    if (action === 'dispatch') return detail.startDispatch(s.id);
    const ask = ASK[action];
    if (ask && !(await confirmAction(t(`mallStaff.shipment.${ask}`)))) return;
    if (action === 'deliver' || action === 'collect') await detail.deliver(s.id);
    else await detail.closeShipment(s.id);
  };
  const dispatch = async () => {
    const found = going?.problem();
    setProblem(found ? t(`mallStaff.shipment.problem.${found}`) : '');
    if (!found) await detail.dispatch();
  };
  const carrier = carrierName(s, mt);

  return (
    <View className={`mall-staff__section mall-shipment mall-shipment--${s.id}`}>
      <View className='mall-staff__row'>
        <Text>{t('mallStaff.shipment.number', { id: s.id })}</Text>
        <Text className='setup-list__badge mall-shipment__status'>{status}</Text>
      </View>
      {(carrier || s.trackingNumber) && (
        <Text className='mall-staff__hint mall-shipment__carrier'>
          {carrier} {s.trackingNumber}
        </Text>
      )}
      {s.lineList.map((line) => {
        const item = order.itemList.find((i) => i.id === line.orderItemId);
        return (
          <Text key={line.orderItemId} className='mall-staff__hint'>
            {item ? local(item.productTitle, item.productIntlTitle) : line.orderItemId}{' '}
            {t('mallStaff.order.quantity', { count: line.deliveryQuantity })}
          </Text>
        );
      })}
      {s.status === Parcel.SHIPPED && <Text className='mall-staff__hint'>{t('mallStaff.shipment.noTracking')}</Text>}
      {going ? (
        <View className='mall-shipment__dispatch'>
          <CarrierFields draft={going} optional={false} />
          {problem && <Text className='mall-staff__problem mall-shipment__problem'>{problem}</Text>}
          <View className='mall-staff__actions'>
            <Button
              type='primary'
              className='mall-shipment__dispatch-submit'
              loading={detail.busy}
              disabled={detail.busy}
              onClick={() => void dispatch()}
            >
              {t('mallStaff.shipment.dispatchSubmit')}
            </Button>
            <Button className='mall-shipment__dispatch-cancel' onClick={detail.stopDispatch}>
              {t('mallStaff.shipment.cancel')}
            </Button>
          </View>
        </View>
      ) : (
        shipmentActions(s, pickup).length > 0 && (
          <View className='mall-staff__actions'>
            {shipmentActions(s, pickup).map((action) => (
              <Button
                key={action}
                size='small'
                type={action === 'close' || action === 'closeShipped' ? 'danger' : 'primary'}
                className={`mall-shipment__${action}`}
                disabled={detail.busy}
                onClick={() => void act(action)}
              >
                {t(`mallStaff.shipment.${action}`)}
              </Button>
            ))}
          </View>
        )
      )}
    </View>
  );
}

export const ShipmentCard = observer(ShipmentCardView);
