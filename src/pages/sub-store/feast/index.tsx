import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PermittedCreators } from '@/components/feast/permitted-creators';
import { StaffFeastList } from '@/components/feast/staff-feast-list';
import { PageShell } from '@/components/page-shell';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-texts';

/** sub-store/feast: the store's feasts by status, and a new one. */
function StoreFeastPage() {
  const { t } = useTranslation();
  const refresh = useRef<() => Promise<void>>();
  const onList = useCallback((r: () => Promise<void>) => {
    refresh.current = r;
  }, []);
  return (
    <PageShell title={t('feast.page.store')} onRefresh={() => refresh.current?.()}>
      <StaffFeastList onList={onList} />
      <PermittedCreators />
    </PageShell>
  );
}

export default observer(StoreFeastPage);
