import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ThirdPartyOrderBrowser, useGroupBuy, useShownLoad } from '@/components/group-buy';
import { PageShell } from '@/components/page-shell';
import { GROUP_BUY_ROUTES } from '@/routing/group-buy-routes';
import { useRootStore } from '@/stores';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** third-party-orders: the merchant area's group-buying orders, filtered by status, newest first. */
function ThirdPartyOrdersPage() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  const { orders, binding } = useGroupBuy();
  const refresh = () => Promise.all([orders.load(), binding.load()]);
  useShownLoad(refresh);
  return (
    <PageShell title={t('groupBuy.list.title')} onRefresh={refresh} onReachBottom={() => void orders.loadMore()} wide>
      <View className='third-party-orders'>
        {binding.off && (
          <View className='third-party-orders__banner'>
            <Text>{t('groupBuy.off')}</Text>
          </View>
        )}
        {binding.status === 'ready' && !binding.off && !binding.bound && (
          <View className='third-party-orders__banner'>
            <Text>{t('groupBuy.list.notBound')}</Text>
            <Button size='small' type='primary' onClick={() => void navigator.navigateTo(GROUP_BUY_ROUTES.auth)}>
              {t('groupBuy.list.bindNow')}
            </Button>
          </View>
        )}
        {binding.bound && (
          <View className='third-party-orders__tools'>
            <Button size='small' type='primary' onClick={() => void navigator.navigateTo(GROUP_BUY_ROUTES.vouchers)}>
              {t('groupBuy.entry.vouchers')}
            </Button>
            {binding.localAdapter && (
              <Button size='small' fill='outline' onClick={() => void navigator.navigateTo(GROUP_BUY_ROUTES.testOrder)}>
                {t('groupBuy.auth.sendTest')}
              </Button>
            )}
          </View>
        )}
        {!binding.off && <ThirdPartyOrderBrowser />}
      </View>
    </PageShell>
  );
}

export default observer(ThirdPartyOrdersPage);
