import { Text, View } from '@tarojs/components';
import type { MallOrder } from '@/gen/mall/v1/mall_order_pb';
import { CartLine } from './cart-line';
import { orderStatusKey } from './mall-format';
import { useMoney } from '@/i18n/use-money';
import { useMallText } from './use-mall-text';

/** An order in the list: store, status, its items and total. */
export function MallOrderCard({ order, onOpen }: { order: MallOrder; onOpen: () => void }) {
  const mt = useMallText();
  const money = useMoney();
  const count = order.itemList.reduce((n, i) => n + i.quantity, 0);
  return (
    <View className='section mall-order-card' data-testid='mall-order' onClick={onOpen}>
      <View className='mall-order-card__head'>
        <Text>{order.storeName}</Text>
        <Text className='mall-order-card__status'>{mt(orderStatusKey(order.status))}</Text>
      </View>
      {order.itemList.map((i) => (
        <CartLine
          key={i.id}
          title={i.productTitle}
          specText={i.specText}
          intlTitle={i.productIntlTitle}
          specIntlText={i.specIntlText}
          coverUrl={i.cover?.url}
          unitPrice={i.unitPrice}
          currency={order.currency}
          side={<Text>× {i.quantity}</Text>}
        />
      ))}
      <View className='mall-order-card__head'>
        <Text className='section__label'>{mt('orders.count', { count })}</Text>
        <Text>{money(order.totalAmount, order.currency)}</Text>
      </View>
    </View>
  );
}
