import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
// a logged-out diner logs in first: the login flow is built on first use, and loads with this module
import '@/stores/login-app';
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
  const { api, navigator, session, login } = useRootStore();
  const [refused, setRefused] = useState(false);
  const start = async () => {
    if (!session.loggedIn) return login.start();
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
