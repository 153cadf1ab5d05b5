import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocalName } from '@/i18n/use-local-name';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import { hostStores } from '@/stores/feast/host-stores';
import './feast.scss';
import '@/i18n/feast-texts';

type Hosts = Awaited<ReturnType<typeof hostStores>>;

/**
 * The feast tab's "mine" list starts here: a link per store that lets the
 * diner host (QueryPermittedCreator), or, when none does, why not and whom
 * to ask.
 */
export const FeastHostEntry = observer(function FeastHostEntry() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { api, navigator } = useRootStore();
  const [hosts, setHosts] = useState<Hosts | null>(null);
  useEffect(() => {
    let current = true;
    hostStores(api)
      .then((list) => current && setHosts(list))
      .catch(() => current && setHosts(null));
    return () => {
      current = false;
    };
  }, [api]);
  if (hosts === null) return null;
  return (
    <View className='section feast-host-entry'>
      <Text className='section__title'>{t('feast.host.title')}</Text>
      {hosts.length === 0 && <Text className='feast-note feast-host-none'>{t('feast.host.none')}</Text>}
      {hosts.map((s) => (
        <Text
          key={s.id}
          className='feast-note feast-host-at'
          onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.hostEdit, { storeId: s.id }))}
        >
          + {t('feast.host.at', { store: storeName(s.store) })}
        </Text>
      ))}
    </View>
  );
});
