import { Image, Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import type { IntlTextFields } from '@/common/intl-text';
import { useLocalName } from '@/i18n/use-local-name';
import { useMallText } from './use-mall-text';

export interface CartLineProps {
  title: string;
  specText: string;
  /** The same per language, where staff gave them: shown in the reader's. */
  intlTitle?: Partial<IntlTextFields>;
  specIntlText?: Partial<IntlTextFields>;
  coverUrl?: string;
  unitPrice: string;
  /** The currency of the store the price is in (ISO 4217); '' shows the bare amount. */
  currency: string;
  /** The right side: a stepper and remove in the cart, "× n" elsewhere. */
  side: ReactNode;
}

/** One item as the cart, checkout and order pages show it. */
export function CartLine(props: CartLineProps) {
  const { coverUrl, unitPrice, currency, side } = props;
  const mt = useMallText();
  const { local } = useLocalName();
  const title = local(props.title, props.intlTitle);
  const specText = local(props.specText, props.specIntlText);
  return (
    <View className='mall-line' data-testid='mall-line'>
      {coverUrl ? (
        <Image className='mall-line__cover' src={coverUrl} mode='aspectFill' />
      ) : (
        <View className='mall-line__cover' />
      )}
      <View className='mall-line__body'>
        <Text className='mall-line__title'>{title}</Text>
        {specText && <Text className='mall-line__spec'>{specText}</Text>}
        <Text className='mall-line__price'>{mt('shop.price', { price: unitPrice || '0', currency })}</Text>
      </View>
      <View className='mall-line__side'>{side}</View>
    </View>
  );
}
