import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { StoreProfile_OrderingType, type Store } from '@/gen/store/v1/store_pb';
import { useLocalName } from '@/i18n/use-local-name';

/** The profile fields of spec section 3, each shown only when the store filled it in. */
export function StoreProfileRows({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { storeCity } = useLocalName();
  const p = store.profile;
  if (!p) return null;
  const cuisine = [p.mainCuisine, p.subCuisine]
    .filter(Boolean)
    .map((key) => t(`diner.cuisine.${key}` as 'diner.cuisine.Chinese', { defaultValue: key }))
    .join(' · ');
  const ordering = StoreProfile_OrderingType[p.orderingType] as 'ORDER' | 'SET_MENU' | 'ORDER_AND_SET_MENU' | undefined;
  const rows: Array<[string, string]> = [
    [t('diner.store.city'), storeCity(p.city, store)],
    [t('diner.store.cuisine'), cuisine],
    [t('diner.store.hours'), p.hours],
    [t('diner.store.openingYear'), p.openingYear ? String(p.openingYear) : ''],
    [t('diner.store.chef'), p.chef],
    [t('diner.store.orderingType'), ordering && p.orderingType ? t(`diner.store.ordering.${ordering}`) : ''],
    [t('diner.store.sommelier'), p.sommelierService ? t('diner.store.yes') : ''],
    [t('diner.store.winePairing'), p.winePairing ? t('diner.store.yes') : ''],
  ];
  return (
    <View className='section store-detail__profile'>
      {p.perCapitaPrice !== '0' && (
        <Text className='section__title'>
          {t('diner.store.perCapita', { amount: p.perCapitaPrice, currency: store.currency })}
        </Text>
      )}
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} className='section__row'>
            <Text className='section__label'>{label}</Text>
            <Text>{value}</Text>
          </View>
        ))}
    </View>
  );
}
