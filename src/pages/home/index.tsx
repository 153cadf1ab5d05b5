import { Text, View } from '@tarojs/components';
import { useShareAppMessage } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AdminHomeRedirect, TabPage, TabRedirect } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { PageModule_Type as Block, type PageModule } from '@/gen/platform/v1/client_config_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { HomeBlock } from './home-blocks';
import '../../components/diner/diner.scss';
import './index.scss';

// Events on sale bring the public events client: they load after the first screen,
// and are drawn under everything it drew (the contact card too), so their arrival moves
// no store card a diner may be about to tap.
const TicketingEventBlock = lazy(() =>
  import('@/components/ticketing/ticketing-event-block').then((m) => ({ default: m.TicketingEventBlock })),
);

/** Without a page list in the client config: search, the next booking, the stores. */
const DEFAULT_BLOCKS = [Block.GLOBAL_SEARCH, Block.BOOKING_ORDER_CARD, Block.STORE_LIST].map(
  (type) => ({ type, imageList: [], actionList: [], title: '', text: '' }) as unknown as PageModule,
);

/**
 * The diner's home: the client config's page blocks, as the multi-merchant
 * directory or a merchant's branded home (merchantId in the link or the config).
 * Pull to refresh, the next stores 300 px before the bottom, shareable.
 */
const DinerHome = observer(function DinerHome() {
  const { t } = useTranslation();
  const { clientConfig, diner, navigator } = useRootStore();
  const feed = useViewModel(() => diner.homeFeed());
  const oneStore = clientConfig.runtime.flags.oneStore;
  const firstStoreId = feed.firstStore?.model?.id;
  useEffect(() => {
    const storeId = diner.oneStoreToOpen(oneStore, firstStoreId);
    if (storeId) void navigator.navigateTo(pageUrl(DINER_ROUTES.storeDetail, { storeId }));
  }, [diner, navigator, oneStore, firstStoreId]);
  const page = clientConfig.config?.config?.pageList.find((p) => p.type === 'home');
  const blocks = page?.moduleList.length ? page.moduleList : DEFAULT_BLOCKS;
  const common = clientConfig.config?.config?.common;
  useShareAppMessage(() => ({ title: common?.shareTitle || clientConfig.appName, path: '/pages/home/index' }));
  return (
    <TabPage
      path={TAB_PATHS.home}
      title={t('page.home.title')}
      contactFooter
      onRefresh={() => Promise.all([clientConfig.load(), feed.load()])}
      onReachBottom={() => void feed.stores.loadMore()}
      late={
        feed.stores.loaded && (
          <View className='home-events'>
            <Suspense fallback={null}>
              <TicketingEventBlock merchantId={diner.merchantId} />
            </Suspense>
          </View>
        )
      }
    >
      {clientConfig.appName && <Text className='home__app-name'>{clientConfig.appName}</Text>}
      {blocks.map((block, i) => (
        <HomeBlock key={`${block.type}-${i}`} block={block} feed={feed} />
      ))}
    </TabPage>
  );
});

/** Staff's home is merchant mode's operation tab, a page of the staff subpackage, so a diner's home never loads staff code. */
function HomePage() {
  const { t } = useTranslation();
  const { operator } = useRootStore();
  if (operator.mode !== 'merchant') return <DinerHome />;
  // An app reopened in platform admin mode opens the admin home, not a store's operation tab.
  if (operator.type === 'ADMIN') return <AdminHomeRedirect title={t('page.admin.title')} />;
  return <TabRedirect to={TAB_PATHS.operation} title={t('page.home.merchantTitle')} />;
}

export default observer(HomePage);
