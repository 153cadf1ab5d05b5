import { Image, Text, View } from '@tarojs/components';
import type { MallProduct } from '@/gen/mall/v1/mall_pb';
import { useLocalName } from '@/i18n/use-local-name';
import { lowestPrice } from './mall-format';
import { useMallText } from './use-mall-text';

/** A product in a list: cover, title, subtitle and its lowest price. */
export function ProductCard({ product, onOpen }: { product: MallProduct; onOpen: () => void }) {
  const mt = useMallText();
  const { local } = useLocalName();
  const subtitle = local(product.subtitle, product.intlSubtitle);
  const cover = product.cover?.url || product.carouselList[0]?.url;
  const low = lowestPrice(product);
  return (
    <View className='mall-product-card' data-testid='mall-product' onClick={onOpen}>
      {cover ? (
        <Image className='mall-product-card__cover' src={cover} mode='aspectFill' />
      ) : (
        <View className='mall-product-card__cover' />
      )}
      <View className='mall-product-card__body'>
        <Text className='mall-product-card__title'>{local(product.title, product.intlTitle)}</Text>
        {subtitle && <Text className='mall-product-card__subtitle'>{subtitle}</Text>}
        {low && (
          <Text className='mall-product-card__price'>
            {mt('shop.from', { price: low, currency: product.currency })}
          </Text>
        )}
      </View>
    </View>
  );
}
