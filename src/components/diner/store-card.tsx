import { Image, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { Store } from '@/gen/store/v1/store_pb';
import { useLocalName } from '@/i18n/use-local-name';

export interface StoreCardProps {
  store: Store;
  /** Shown at the right of the second line (a distance). */
  extra?: string;
  onClick(): void;
}

/** A store in a list: its first picture, name, city, cuisine and price per person. */
export function StoreCard({ store, extra, onClick }: StoreCardProps) {
  const { t } = useTranslation();
  const { storeName, storeCity } = useLocalName();
  const p = store.profile;
  const cover = store.image?.environmentList[0] ?? store.image?.dishList[0];
  const cuisine = [p?.mainCuisine, p?.subCuisine]
    .filter(Boolean)
    .map((key) => t(`diner.cuisine.${key}` as 'diner.cuisine.Chinese', { defaultValue: key }))
    .join(' · ');
  return (
    <View className='store-card' onClick={onClick}>
      {cover ? (
        // Lazy: a picture below the fold waits until it is scrolled near, so the first
        // cards' pictures and the page's scripts have the connection to themselves.
        <Image className='store-card__cover' src={cover.url} mode='aspectFill' lazyLoad />
      ) : (
        <View className='store-card__cover' />
      )}
      <View className='store-card__body'>
        <Text className='store-card__name'>{storeName(store)}</Text>
        <Text className='store-card__line'>{[p && storeCity(p.city, store), cuisine].filter(Boolean).join(' · ')}</Text>
        <View className='store-card__line'>
          {p && p.perCapitaPrice !== '0' && (
            <Text>{t('diner.store.perCapita', { amount: p.perCapitaPrice, currency: store.currency })}</Text>
          )}
          {extra && <Text className='store-card__extra'>{extra}</Text>}
        </View>
      </View>
    </View>
  );
}
