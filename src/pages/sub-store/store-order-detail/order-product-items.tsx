import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useMoney } from '@/i18n/use-money';
import { ItemForm } from '@/components/order-product-items/item-form';
import { useOrderItemsText } from '@/components/order-product-items/use-order-items-text';
import { useStaff } from '@/components/staff-kit/use-staff';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { OrderProductItem } from '@/gen/booking/v1/order_product_item_service_pb';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { itemsEditable, type OrderProductItemsStore } from '@/stores/staff/order-product-items.store';
import '../../../components/order-product-items/order-product-items.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export const itemName = (item: OrderProductItem) => [item.productTitle, item.skuSpecText].filter(Boolean).join(' · ');

/**
 * The products served with the booking (set menus, bottles from the merchant's
 * catalogue): each with its quantity, unit price and amount, and their total;
 * staff add, change or remove them (asked first) while the order is open.
 */
function OrderProductItemsView({ order, items: p }: { order: BookingOrder; items: OrderProductItemsStore }) {
  const text = useOrderItemsText();
  const money = useMoney();
  const currency = order.currency;
  const { staff, open } = useStaff();
  const [editing, setEditing] = useState('');
  const orderId = order.model?.id ?? '';
  // Read again whenever the order shown is (a pull-to-refresh or an action replaces it).
  useEffect(() => {
    void p.load();
  }, [p, order]);
  const editable = itemsEditable(order);
  const items = p.orderId === orderId ? p.items : [];
  const remove = async (item: OrderProductItem) => {
    const ask = text('removeAsk', { name: itemName(item) });
    if (!(await confirmAction(ask, text('remove'), text('cancel')))) return;
    if (await p.remove(item.id)) showToast(text('removed'));
  };
  return (
    <View className='product-items'>
      <View className='product-items__head'>
        <Text className='product-items__title'>{text('title')}</Text>
        {editable && (
          <Text className='product-items__add' onClick={() => open(STAFF_ROUTES.orderProductAdd, { id: orderId })}>
            + {text('add')}
          </Text>
        )}
      </View>
      {p.status === 'error' && p.orderId !== orderId && (
        <Text className='product-items__note' onClick={() => void p.load()}>
          {text('loadFailed')} · {text('retry')}
        </Text>
      )}
      {p.status === 'ready' && items.length === 0 && <Text className='product-items__empty'>{text('empty')}</Text>}
      {items.map((item) => (
        <View key={item.id} className='product-items__item'>
          <View className='product-items__row'>
            <Text className='product-items__name'>{itemName(item)}</Text>
            <Text className='product-items__amount'>{money(item.amount, currency)}</Text>
          </View>
          <Text className='product-items__line'>
            {text('line', { quantity: item.quantity, price: item.unitPrice, currency })}
          </Text>
          {item.remark && <Text className='product-items__remark'>{item.remark}</Text>}
          {editing === item.id ? (
            <ItemForm
              quantity={item.quantity}
              unitPrice={item.unitPrice}
              currency={currency}
              remark={item.remark}
              priceHelp=''
              submitLabel={text('save')}
              busy={staff.order.busy === 'productItemUpdate'}
              onCancel={() => setEditing('')}
              onSubmit={(draft) =>
                void p.update(item.id, draft).then((done) => {
                  if (!done) return;
                  setEditing('');
                  showToast(text('saved'));
                })
              }
            />
          ) : (
            editable && (
              <View className='product-items__actions'>
                <Text className='product-items__edit' onClick={() => setEditing(item.id)}>
                  {text('edit')}
                </Text>
                <Text className='product-items__remove' onClick={() => void remove(item)}>
                  {text('remove')}
                </Text>
              </View>
            )
          )}
        </View>
      ))}
      {items.length > 0 && (
        <View className='product-items__total'>
          <Text>{text('total')}</Text>
          <Text className='product-items__total-amount'>{money(p.total, currency)}</Text>
        </View>
      )}
      {!editable && items.length > 0 && <Text className='product-items__note'>{text('closed')}</Text>}
    </View>
  );
}

export const OrderProductItems = observer(OrderProductItemsView);
