import { Text, View } from '@tarojs/components';
import { displayPhone } from '@/common/phone-number';
import type { DeliveryAddress } from '@/gen/mall/v1/mall_pb';
import { useMallText } from './use-mall-text';

/** An address as checkout and the order show it; a pick-up one says so. */
export function AddressSummary({
  address,
  chosen,
  onPick,
}: {
  address: DeliveryAddress;
  chosen?: boolean;
  onPick?: () => void;
}) {
  const mt = useMallText();
  const phone = displayPhone(address.phoneRegionCode, address.phone);
  return (
    <View
      className={`mall-address${chosen ? ' mall-address--chosen' : ''}`}
      data-testid='mall-address'
      onClick={onPick}
    >
      <Text className='mall-address__who'>
        {address.contact} {phone}
      </Text>
      <Text className='mall-address__where'>
        {address.selfDelivery
          ? mt('checkout.selfPickup')
          : [address.province, address.city, address.district, address.detail].join(' ')}
      </Text>
    </View>
  );
}
