import { Button, Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FeastReviewPanel } from '@/components/admin-people';
import { feastWhen } from '@/components/feast/feast-format';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useDateDisplay } from '@/i18n/use-date-display';
import { useRootStore } from '@/stores';
import { adminPeopleStores } from '@/stores/admin-people';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

/** The feasts waiting for the platform's review, oldest first (administrators); one opened beside the list. */
function AdminFeastAuditPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const audit = useMemo(() => adminPeopleStores(root).audit, [root]);
  const dates = useDateDisplay();
  useEffect(() => void audit.load(), [audit]);
  return (
    <PageShell
      title={t('adminPeople.auditTitle')}
      showBack
      wide
      hideContactButton
      onRefresh={() => audit.load()}
      onReachBottom={() => void (audit.hasMore && audit.more())}
    >
      <View className='admin-people admin-audit'>
        <View className='admin-people__list'>
          {audit.total > 0 && (
            <Text className='admin-people__title'>{t('adminPeople.auditWaiting', { count: audit.total })}</Text>
          )}
          <LoadState
            status={audit.state.status}
            empty={audit.list.length === 0}
            emptyText={t('adminPeople.auditEmpty')}
            onRetry={() => void audit.load()}
          >
            {audit.list.map((feast) => (
              <Cell
                key={feast.model?.id}
                className={`admin-audit__row${feast.model?.id === audit.openedId ? ' admin-people__row--open' : ''}`}
                title={feast.title}
                description={[feast.storeName, feast.creatorName, feastWhen(feast)].filter(Boolean).join(' · ')}
                extra={
                  feast.model?.createTime
                    ? `${t('adminPeople.submitted')} ${dates.dateTime(timestampDate(feast.model.createTime))}`
                    : ''
                }
                clickable
                onClick={() => audit.open(feast.model?.id ?? '')}
              />
            ))}
            {audit.hasMore && (
              <Button size='small' className='admin-audit__more' onClick={() => void audit.more()}>
                {t('adminPeople.more')}
              </Button>
            )}
          </LoadState>
        </View>
        <FeastReviewPanel audit={audit} />
      </View>
    </PageShell>
  );
}

export default observer(AdminFeastAuditPage);
