import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { useState } from 'react';
import { readYuan } from '@/common/amount-input';
import { formatCents } from '@/common/money-format';
import { AmountField } from '@/components/staff-kit/amount-field';
import type { ItemDraft } from '@/stores/staff/order-product-items.store';
import '../staff-kit/order-page.scss';
import './order-product-items.scss';
import { useOrderItemsText } from './use-order-items-text';

/** The server's limits (order-product-item-input.ts): checked here too, so a slip never leaves the screen. */
const QUANTITY_MAX = 999;
const UNIT_PRICE_MAX_CENTS = '99999999';

export interface ItemFormProps {
  quantity: number;
  /** Cents. */
  unitPrice: string;
  /** The booking's currency, which the price is typed in. */
  currency: string;
  remark: string;
  /** Under the price: the SKU's list price, say. */
  priceHelp: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(draft: ItemDraft): void;
  onCancel?: () => void;
}

/** Quantity, unit price (typed in the currency's main unit, sent in minor units) and remark of an item on a booking. */
export function ItemForm(props: ItemFormProps) {
  const text = useOrderItemsText();
  const [quantity, setQuantity] = useState(String(props.quantity));
  const [price, setPrice] = useState(formatCents(props.unitPrice));
  const [remark, setRemark] = useState(props.remark);
  const count = /^\d{1,3}$/.test(quantity.trim()) ? Number(quantity.trim()) : 0;
  const quantityOk = count >= 1 && count <= QUANTITY_MAX;
  const reading = readYuan(price, { allowZero: true, max: UNIT_PRICE_MAX_CENTS });
  const submit = () => {
    if (!quantityOk || !reading.ok) return;
    props.onSubmit({ quantity: count, unitPrice: reading.cents, remark: remark.trim() });
  };
  return (
    <View className='item-form'>
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{text('quantity')}</Text>
        <Input
          className='staff-form__input item-form__quantity'
          type='number'
          value={quantity}
          onInput={(e) => setQuantity(e.detail.value)}
        />
        {!quantityOk && <Text className='order-page__error'>{text('quantityProblem')}</Text>}
      </View>
      <AmountField
        label={text('unitPrice', { currency: props.currency })}
        value={price}
        onInput={setPrice}
        reading={reading}
        max={UNIT_PRICE_MAX_CENTS}
        currency={props.currency}
        help={props.priceHelp}
      />
      {!reading.ok && reading.problem === 'empty' && <Text className='order-page__error'>{text('priceProblem')}</Text>}
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{text('remark')}</Text>
        <Input
          className='staff-form__input item-form__remark'
          maxlength={200}
          placeholder={text('remarkHint')}
          value={remark}
          onInput={(e) => setRemark(e.detail.value)}
        />
      </View>
      <View className='item-form__buttons'>
        {props.onCancel && (
          <Button className='item-form__cancel' onClick={props.onCancel}>
            {text('cancel')}
          </Button>
        )}
        <Button
          type='primary'
          className='item-form__submit'
          loading={props.busy}
          disabled={!quantityOk || !reading.ok}
          onClick={submit}
        >
          {props.submitLabel}
        </Button>
      </View>
    </View>
  );
}
