import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { DinerCard } from '@/components/diner-card';
import { PageShell } from '@/components/page-shell';
import { SwitchField } from '@/components/setup-form';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { ListDetail, useListPanel } from '@/components/side-panel';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { DinerDetailBody } from '../diner-detail/diner-detail-body';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The merchant's diners (spec: diner-list): search by name or phone, blacklist filter,
 * pages at the bottom. On wide windows a picked diner opens beside the list.
 */
function DinerListPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { diners } = staffSetup;
  useSetupLoad(diners.load);
  const panel = useListPanel(STAFF_SETUP_ROUTES.dinerDetail);

  return (
    <PageShell
      title={t('staffSetup.diner.listTitle')}
      onRefresh={diners.load}
      onReachBottom={() => void diners.loadMore()}
      wide
    >
      <ListDetail
        shown={panel.shown}
        panelTitle={t('staffSetup.diner.detailTitle')}
        onClose={panel.close}
        renderDetail={(id) => <DinerDetailBody id={id} />}
      >
        <View className='diner-list__search'>
          <Input
            className='diner-list__keyword'
            value={diners.keyword}
            placeholder={t('staffSetup.diner.search')}
            onChange={(value) => diners.setKeyword(String(value))}
            onConfirm={() => void diners.load()}
          />
          <Button size='small' type='primary' className='diner-list__search-button' onClick={() => void diners.load()}>
            {t('staffSetup.diner.searchButton')}
          </Button>
        </View>
        <SwitchField
          name='blacklistFilter'
          label={t('staffSetup.diner.blacklistFilter')}
          checked={diners.blacklistedOnly}
          onChange={diners.setBlacklistedOnly}
        />
        <View className='setup-list__toolbar'>
          <Text className='setup-list__sub diner-list__total'>
            {t('staffSetup.diner.total', { count: diners.total })}
          </Text>
          <Button size='small' onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.dinerCreate)}>
            {t('staffSetup.common.create')}
          </Button>
        </View>
        <SetupState
          state={diners.listState}
          empty={diners.list.length === 0}
          emptyText={t('staffSetup.diner.empty')}
          onRetry={diners.load}
        >
          <View className='setup-list'>
            {diners.list.map((diner) => (
              <DinerCard key={diner.model?.id} diner={diner} onClick={() => panel.open(diner.model!.id)} />
            ))}
          </View>
          {diners.hasMore ? (
            <Button fill='none' onClick={() => void diners.loadMore()}>
              {diners.listState.loading ? t('staffSetup.common.loading') : t('staffSetup.common.loadMore')}
            </Button>
          ) : (
            <Text className='setup-list__sub diner-list__end'>{t('staffSetup.common.noMore')}</Text>
          )}
        </SetupState>
      </ListDetail>
    </PageShell>
  );
}

export default observer(DinerListPage);
