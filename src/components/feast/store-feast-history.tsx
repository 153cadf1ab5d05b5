import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Feast } from '@/gen/feast/v1/feast_pb';
import { silentCall } from '@/services/silent-call';
import { useRootStore } from '@/stores';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import { FeastCard } from './feast-card';
import { StoreHostEntry } from './store-host-entry';
import './feast.scss';

/** How many feasts the store page shows; the feast tab has the rest. */
const SHOWN = 5;

/**
 * A store's public feasts on its page, coming and past (the store's feast
 * history): a diner sees what kind of dinners it hosts. Asked quietly: a
 * failure leaves the section saying there are none rather than a toast.
 */
export function StoreFeastHistory({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const { api, navigator } = useRootStore();
  const [feasts, setFeasts] = useState<Feast[] | null>(null);
  useEffect(() => {
    let current = true;
    api.publicFeast
      .queryFeasts({ storeId, includePast: true, query: { limit: SHOWN } }, silentCall())
      .then((page) => current && setFeasts(page.list))
      .catch(() => current && setFeasts([]));
    return () => {
      current = false;
    };
  }, [api, storeId]);
  return (
    <View className='section store-detail__feasts'>
      <Text className='section__title'>{t('diner.store.feastHistory')}</Text>
      {feasts === null && <Text className='section__text'>{t('common.loading')}</Text>}
      {feasts?.length === 0 && <Text className='section__text'>{t('diner.store.noFeasts')}</Text>}
      {feasts?.map((feast) => (
        <FeastCard
          key={feast.model?.id}
          feast={feast}
          onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.detail, { id: feast.model?.id }))}
        />
      ))}
      <StoreHostEntry storeId={storeId} />
    </View>
  );
}
