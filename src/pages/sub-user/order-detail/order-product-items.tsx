import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useMoney } from '@/i18n/use-money';
import { useOrderItemsText } from '@/components/order-product-items/use-order-items-text';
import { orderItemsApi } from '@/services/order-items-api';
import { useRootStore } from '@/stores';
import { DinerOrderItems } from '@/stores/diner/order-product-items.store';
import { useViewModel } from '@/stores/diner/use-view-model';

/** The products the store added to the booking (set menus, bottles) with their total; shown only when there are some. */
export const OrderProductItems = observer(function OrderProductItems({
  orderId,
  currency,
}: {
  orderId: string;
  /** The booking's currency: its items are priced in it. */
  currency: string;
}) {
  const text = useOrderItemsText();
  const money = useMoney();
  const root = useRootStore();
  const items = useViewModel(() => new DinerOrderItems(orderItemsApi(root.transport).diner, orderId));
  if (items.list.length === 0) return null;
  return (
    <View className='section order-detail__items'>
      <Text className='section__title'>{text('dinerTitle')}</Text>
      {items.list.map((item) => (
        <View key={item.id} className='section__row order-detail__item'>
          <Text className='section__label'>
            {[item.productTitle, item.skuSpecText].filter(Boolean).join(' · ')}
            {'  '}
            {text('line', { quantity: item.quantity, price: item.unitPrice, currency })}
          </Text>
          <Text>{money(item.amount, currency)}</Text>
        </View>
      ))}
      <View className='section__row order-detail__items-total'>
        <Text className='section__label'>{text('total')}</Text>
        <Text>{money(items.total, currency)}</Text>
      </View>
      <Text className='section__text'>{text('dinerNote')}</Text>
    </View>
  );
});
