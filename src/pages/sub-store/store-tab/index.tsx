import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
// staff app: bookings: the merchant area tabs
import { MerchantAreas } from '@/components/merchant-areas';

/** Merchant mode's store tab: the merchant areas (bookings, orders, guests, settings, report, …). */
function StoreTabPage() {
  const { t } = useTranslation();
  return (
    <TabPage path={TAB_PATHS.store} title={t('page.store.title')}>
      <MerchantAreas />
    </TabPage>
  );
}

export default observer(StoreTabPage);
