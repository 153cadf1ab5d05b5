import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { ChoiceField } from '@/components/setup-form';
import { ADMIN_ROUTES } from '@/routing/admin-routes';
import { pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The client configs one may edit; administrators also start a merchant's branded config here. */
function ClientConfigListPage() {
  const { t } = useTranslation();
  const { adminConsole, navigator, staffStanding } = useRootStore();
  const { configs, merchants } = adminConsole;
  const isAdmin = staffStanding.isAdmin;
  useEffect(() => {
    void configs.load();
    if (isAdmin) void merchants.load();
  }, [configs, merchants, isAdmin]);
  const open = (id: string) => void navigator.navigateTo(pageUrl(ADMIN_ROUTES.clientConfigEditor, { id }));
  const withoutConfig = merchants.list.filter((m) => !configs.list.some((c) => c.ownerId === m.model?.id));
  const createFor = async (merchantId: string) => {
    const id = await configs.createFor(merchantId);
    if (id) open(id);
  };
  return (
    <PageShell title={t('adminConsole.configs')} wide hideContactButton onRefresh={() => configs.load()}>
      <View className='config-list'>
        <LoadState
          status={configs.state.status}
          empty={configs.list.length === 0}
          emptyText={t('adminConsole.configsEmpty')}
          onRetry={() => void configs.load()}
        >
          {configs.list.map((c) => (
            <Cell
              key={c.id}
              className='config-list__item'
              title={
                c.ownerName ? t('adminConsole.brandedFor', { name: c.ownerName }) : t('adminConsole.platformConfig')
              }
              description={`#${c.id} · ${
                c.publishedVersion
                  ? t('adminConsole.version', { version: c.publishedVersion })
                  : t('adminConsole.neverPublished')
              }${c.hasUnpublishedChanges ? ` · ${t('adminConsole.unpublished')}` : ''}`}
              clickable
              onClick={() => open(c.id)}
            />
          ))}
        </LoadState>
        {isAdmin && withoutConfig.length > 0 && (
          <View className='config-list__create'>
            <Text className='config-list__title'>{t('adminConsole.newConfigFor')}</Text>
            <ChoiceField
              name='new-config-merchant'
              label={t('adminConsole.pickMerchant')}
              value=''
              options={withoutConfig.map((m) => ({ value: m.model?.id ?? '', label: m.name }))}
              onChange={(id) => void createFor(id)}
            />
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default observer(ClientConfigListPage);
