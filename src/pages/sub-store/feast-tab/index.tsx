import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { StaffFeastList } from '@/components/feast/staff-feast-list';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';

/** Merchant mode's feast tab: the store's feasts (diners' feast tab leads here in merchant mode). */
function FeastTabPage() {
  const { t } = useTranslation();
  const refresh = useRef<() => Promise<void>>();
  const onList = useCallback((load: () => Promise<void>) => {
    refresh.current = load;
  }, []);
  return (
    <TabPage path={TAB_PATHS.storeFeast} title={t('page.feast.title')} onRefresh={() => refresh.current?.()}>
      <StaffFeastList onList={onList} />
    </TabPage>
  );
}

export default observer(FeastTabPage);
