import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FeastListView } from '@/components/feast/feast-list-view';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-texts';

/** The brand feast page: this app's merchant's feasts, upcoming first, with its past feasts under them. */
function BrandFeastPage() {
  const { t } = useTranslation();
  const { feast: feasts, navigator, clientConfig } = useRootStore();
  const list = useViewModel(() => feasts.list('upcoming'));
  const [name] = useState(() => clientConfig.runtime.appName || '');
  return (
    <PageShell
      title={name ? t('feast.brand.title', { name }) : t('feast.page.brand')}
      onRefresh={list.refresh}
      onReachBottom={() => void list.loadMore()}
    >
      <FeastListView
        list={list}
        empty={t('feast.empty.list')}
        onOpen={(f) => void navigator.navigateTo(feastUrl(FEAST_ROUTES.detail, { id: f.model?.id }))}
      />
    </PageShell>
  );
}

export default observer(BrandFeastPage);
