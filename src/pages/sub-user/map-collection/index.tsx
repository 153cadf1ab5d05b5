import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { StoreCard } from '@/components/diner/store-card';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { MapCollectionStore } from '@/stores/diner/map-collection.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { formatDistance, storePoint } from '@/utils/diner/geo';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-search-texts';

/** map-collection: a collection's stores, nearest first when location is allowed, each with a maps link. */
function MapCollectionPage() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { collectionId = '' } = useRouter().params;
  const { diner, navigator, platform } = useRootStore();
  const map = useViewModel(() => new MapCollectionStore(diner.context, collectionId));
  return (
    <PageShell title={map.collection?.name || t('diner.page.mapCollection')}>
      {map.locationDenied && (
        <View className='section__row map-collection__denied'>
          <Text className='section__text'>{t('diner.map.locationDenied')}</Text>
          <Text className='map-collection__locate' onClick={() => void map.locate()}>
            {t('diner.map.locate')}
          </Text>
        </View>
      )}
      {map.state === 'loading' && <StateView state='loading' />}
      {map.state === 'error' && <StateView state='error' onRetry={() => void map.load()} />}
      {map.state === 'ready' && map.rows.length === 0 && <StateView state='empty' />}
      {map.rows.map(({ store, distance }) => {
        const point = storePoint(store.profile);
        return (
          <View key={store.model?.id} className='map-collection__item'>
            <StoreCard
              store={store}
              extra={distance !== null ? t('diner.map.distance', { distance: formatDistance(distance) }) : undefined}
              onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.storeDetail, { storeId: store.model?.id }))}
            />
            {point && (
              <Button
                size='small'
                className='map-collection__open'
                onClick={() =>
                  void platform.openMap({
                    ...point,
                    title: storeName(store),
                    address: store.profile?.address ?? '',
                    phone: store.profile?.phone,
                  })
                }
              >
                {t('diner.map.openMap')}
              </Button>
            )}
          </View>
        );
      })}
    </PageShell>
  );
}

export default observer(MapCollectionPage);
