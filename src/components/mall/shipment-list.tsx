import { Text, View } from '@tarojs/components';
import type { MallOrder } from '@/gen/mall/v1/mall_order_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { useLocalName } from '@/i18n/use-local-name';
import { atStore, carrierName, shipmentStatusKey } from './mall-format';
import { useMallText } from './use-mall-text';

/**
 * An order's parcels: status, carrier in the reader's language and tracking
 * number (tap to copy; no carrier's tracking page is linked), and what each holds.
 */
export function ShipmentList({ order }: { order: MallOrder }) {
  const pickup = Boolean(order.address?.selfDelivery);
  const mt = useMallText();
  const { platform } = useRootStore();
  const { local } = useLocalName();
  const titleOf = (itemId: string) => {
    const item = order.itemList.find((i) => i.id === itemId);
    return item ? local(item.productTitle, item.productIntlTitle) : '';
  };
  const copy = async (text: string) => {
    if (await platform.copyText(text)) showToast(mt('order.copied'));
  };
  return (
    <View className='section mall-shipments'>
      <Text className='section__title'>{mt('order.shipments')}</Text>
      {order.shipmentList.length === 0 && <Text className='section__text'>{mt('order.noShipments')}</Text>}
      {order.shipmentList.map((s) => (
        <View key={s.id} className='mall-address' data-testid='mall-shipment'>
          <View className='section__row'>
            <Text className='mall-address__who mall-shipment__status'>{mt(shipmentStatusKey(s.status, pickup))}</Text>
            <Text className='section__label'>
              {atStore(s.deliverTime ?? s.shipTime ?? s.createTime, order.timezone)}
            </Text>
          </View>
          {s.trackingNumber && (
            <View className='section__row'>
              <Text className='mall-shipment__carrier'>
                {mt('order.tracking', { carrier: carrierName(s, mt), number: s.trackingNumber })}
              </Text>
              <Text className='mall-link' onClick={() => void copy(s.trackingNumber)}>
                {mt('order.copy')}
              </Text>
            </View>
          )}
          {s.lineList.map((l) => (
            <Text key={l.orderItemId} className='mall-address__where'>
              {titleOf(l.orderItemId)} × {l.deliveryQuantity}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
