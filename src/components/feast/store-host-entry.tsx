import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import { hostStores } from '@/stores/feast/host-stores';
import './feast.scss';
import '@/i18n/feast-host-texts';

/**
 * On a store's page: host a feast here. A diner the store permits goes to
 * the form; any other is told the store has not enabled it for them and how
 * to ask (with the way to contact it); a logged-out diner logs in first.
 */
export const StoreHostEntry = observer(function StoreHostEntry({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const { api, navigator, session } = root;
  const [refused, setRefused] = useState(false);
  const start = async () => {
    // A logged-out diner logs in first: the login flow's code is fetched on that tap,
    // so the store page (opened by every visitor) does not carry it.
    if (!session.loggedIn) return void (await root.openLogin()).start();
    const hosts = await hostStores(api).catch(() => null);
    if (!hosts) return;
    if (hosts.some((s) => s.id === storeId)) {
      return void navigator.navigateTo(feastUrl(FEAST_ROUTES.hostEdit, { storeId }));
    }
    setRefused(true);
  };
  return (
    <View className='feast-host-entry'>
      <Text className='feast-note feast-host-here' onClick={() => void start()}>
        + {t('feastHost.entry.here')}
      </Text>
      {refused && (
        <View>
          <Text className='section__text feast-host-not-here'>{t('feastHost.entry.notHere')}</Text>
          <Text
            className='feast-note feast-host-contact'
            onClick={() => void navigator.navigateTo(`${ROUTES.contactStore}?storeId=${storeId}`)}
          >
            {t('feastHost.entry.contact')}
          </Text>
        </View>
      )}
    </View>
  );
});
