import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useRootStore } from '@/stores';
import { useMoney } from '@/i18n/use-money';
import { ItemForm } from '@/components/order-product-items/item-form';
import { useOrderItemsText } from '@/components/order-product-items/use-order-items-text';
import { OrderPage, useStaff } from '@/components/staff-kit';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { OrderProductChoice, OrderProductChoice_Sku } from '@/gen/booking/v1/order_product_item_service_pb';
import { showToast } from '@/services/feedback';
import { orderItemsApi } from '@/services/order-items-api';
import { itemsEditable, OrderProductItemsStore } from '@/stores/staff/order-product-items.store';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '../../../components/order-product-items/order-product-items.scss';
import './index.scss';

interface Picked {
  product: OrderProductChoice;
  sku: OrderProductChoice_Sku;
}

const ProductPicker = observer(function ProductPicker({ order }: { order: BookingOrder }) {
  const text = useOrderItemsText();
  const money = useMoney();
  const root = useRootStore();
  const { staff, back } = useStaff();
  const [p] = useState(() => new OrderProductItemsStore(orderItemsApi(root.transport).staff, staff.order));
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  useEffect(() => {
    void p.search('');
  }, [p]);
  if (!itemsEditable(order)) return <Text className='product-add__note'>{text('closed')}</Text>;
  const skuName = (sku: OrderProductChoice_Sku) => sku.specText || text('standard');

  if (picked) {
    return (
      <View className='product-add__form'>
        <Text className='product-add__picked'>
          {[picked.product.title, picked.sku.specText].filter(Boolean).join(' · ')}
        </Text>
        <ItemForm
          quantity={1}
          unitPrice={picked.sku.price}
          currency={order.currency}
          remark=''
          priceHelp={text('skuPrice', { price: picked.sku.price, currency: order.currency })}
          submitLabel={text('addToOrder')}
          busy={staff.order.busy === 'productItemAdd'}
          onCancel={() => setPicked(null)}
          onSubmit={(draft) =>
            void p.add(picked.sku.skuId, draft).then((done) => {
              if (!done) return;
              showToast(text('added'));
              back();
            })
          }
        />
      </View>
    );
  }

  return (
    <View className='product-add'>
      <View className='product-add__search'>
        <Input
          className='product-add__keyword'
          value={keyword}
          placeholder={text('search')}
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={() => void p.search(keyword)}
        />
        <Button size='small' type='primary' className='product-add__go' onClick={() => void p.search(keyword)}>
          {text('searchButton')}
        </Button>
      </View>
      {p.choiceStatus === 'error' && (
        <Text className='product-add__note' onClick={() => void p.search(keyword)}>
          {text('loadFailed')} · {text('retry')}
        </Text>
      )}
      {p.choiceStatus === 'ready' && p.choices.length === 0 && (
        <Text className='product-add__note'>{text('noMatch')}</Text>
      )}
      <View className='product-add__list'>
        {p.choices.map((product) => (
          <View key={product.productId} className='product-add__product'>
            <View
              className='product-add__product-head'
              onClick={() =>
                // One SKU: nothing to choose between, so the product is the pick.
                product.skuList.length === 1
                  ? setPicked({ product, sku: product.skuList[0] })
                  : setOpenId(openId === product.productId ? '' : product.productId)
              }
            >
              <Text className='product-add__title'>{product.title}</Text>
              <Text className='product-add__tags'>
                {[product.quickCode, product.setMenu ? text('setMenu') : '', product.listed ? '' : text('unlisted')]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </View>
            {(openId === product.productId || p.choices.length === 1) && (
              <View className='product-add__skus'>
                <Text className='product-add__choose'>{text('chooseSku')}</Text>
                {product.skuList.map((sku) => (
                  <View key={sku.skuId} className='product-add__sku' onClick={() => setPicked({ product, sku })}>
                    <Text>
                      {skuName(sku)}
                      {sku.listed ? '' : ` · ${text('unlisted')}`}
                    </Text>
                    <Text className='product-add__price'>{money(sku.price, order.currency)}</Text>
                  </View>
                ))}
              </View>
            )}
          </View>
        ))}
      </View>
    </View>
  );
});

/** store-order-product-add (?id=): pick a product, then its SKU, from the merchant's catalogue; quantity and price. */
function StoreOrderProductAddPage() {
  const text = useOrderItemsText();
  return <OrderPage title={text('pageTitle')}>{(order) => <ProductPicker order={order} />}</OrderPage>;
}

export default observer(StoreOrderProductAddPage);
