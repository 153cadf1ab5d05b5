import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { TabPage, TabRedirect } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { FeastHostEntry } from '@/components/feast/feast-host-entry';
import { FeastListView } from '@/components/feast/feast-list-view';
import { ParticipationListView } from '@/components/feast/participation-list-view';
import { useRootStore } from '@/stores';
// the feast stores and the login flow are built on first use, and load with this module
import '@/stores/feast-app';
import '@/stores/login-app';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import type { FeastTab } from '@/stores/feast/feast-list.store';
import '../../components/diner/diner.scss';
import '../../components/feast/feast.scss';
import '@/i18n/feast-texts';

const TABS: FeastTab[] = ['upcoming', 'mine', 'joined'];

/**
 * The diners' feast tab: upcoming public feasts, the ones they host, the ones they
 * joined (the last two after login). Pull to refresh; the next page loads near the
 * bottom.
 */
const DinerFeastTab = observer(function DinerFeastTab() {
  const { t } = useTranslation();
  const { feast: feasts, navigator, session, login } = useRootStore();
  const [tab, setTab] = useState<FeastTab>('upcoming');
  const [lists] = useState(
    () => Object.fromEntries(TABS.map((k) => [k, feasts.list(k)])) as Record<FeastTab, ReturnType<typeof feasts.list>>,
  );
  // Joined feasts are listed by the diner's participations: their own standing and deposit, not only the feast's.
  const [joined] = useState(() => feasts.participations());
  const list = tab === 'joined' ? joined : lists[tab];
  const choose = (next: FeastTab) => {
    if (next !== 'upcoming' && !session.loggedIn) return login.start();
    setTab(next);
    void (next === 'joined' ? joined : lists[next]).refresh();
  };
  const open = (id: string | undefined) => void navigator.navigateTo(feastUrl(FEAST_ROUTES.detail, { id }));
  const openHosted = (id: string | undefined) => void navigator.navigateTo(feastUrl(FEAST_ROUTES.host, { id }));
  useEffect(() => {
    void lists.upcoming.load();
  }, [lists]);
  return (
    <TabPage
      path={TAB_PATHS.feast}
      title={t('page.feast.title')}
      onRefresh={() => list.refresh()}
      onReachBottom={() => void list.loadMore()}
    >
      <View className='feast-tabs chip-list'>
        {TABS.map((k) => (
          <View key={k} className={`chip feast-tab-${k}${k === tab ? ' chip--active' : ''}`} onClick={() => choose(k)}>
            <Text>{t(`feast.tab.${k}`)}</Text>
          </View>
        ))}
      </View>
      {tab === 'mine' && <FeastHostEntry />}
      {tab === 'joined' ? (
        <ParticipationListView list={joined} onOpen={open} />
      ) : (
        <FeastListView
          list={lists[tab]}
          empty={t(tab === 'upcoming' ? 'feast.empty.list' : 'feast.empty.mine')}
          // A feast the diner hosts opens as its host runs it.
          onOpen={(f) => (tab === 'mine' ? openHosted(f.model?.id) : open(f.model?.id))}
        />
      )}
    </TabPage>
  );
});

/** Merchant staff's feast tab, their store's feasts, is a page of the staff subpackage. */
function FeastPage() {
  const { t } = useTranslation();
  const { operator } = useRootStore();
  if (operator.mode !== 'merchant') return <DinerFeastTab />;
  return <TabRedirect to={TAB_PATHS.storeFeast} title={t('page.feast.title')} />;
}

export default observer(FeastPage);
