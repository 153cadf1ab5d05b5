import { Input, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useGroupBuy, useShownLoad } from '@/components/group-buy';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { GROUP_BUY_ROUTES } from '@/routing/group-buy-routes';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { formatInZone } from '@/utils/date-display';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * third-party-auth: the store's link to its group-buying platform account.
 * The platform returns here with ?code= after the manager authorized us;
 * with the local platform adapter the binding completes on this page.
 */
function ThirdPartyAuthPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { binding } = useGroupBuy();
  // The local simulator hands back ?code=; Meituan's authorization page returns with ?auth_code=.
  const { code: localCode, auth_code: authCode } = useRouter().params;
  const code = authCode || localCode;
  const load = async () => {
    await binding.load();
    if (code && !binding.bound && (await binding.finish(decodeURIComponent(code)))) {
      showToast(t('groupBuy.auth.boundDone'));
    }
  };
  useShownLoad(load);

  const bind = async () => {
    const returnUrl = `${root.apiBase}/app${GROUP_BUY_ROUTES.auth}`;
    if (!(await binding.start(returnUrl))) return;
    if (binding.bound) showToast(t('groupBuy.auth.boundDone'));
    else if (binding.authorizeUrl) await root.platform.copyText(binding.authorizeUrl);
  };
  const unbind = async () => {
    const ok = await confirmAction(
      t('groupBuy.auth.unbindAsk'),
      t('groupBuy.auth.unbind'),
      t('groupBuy.detail.cancel'),
    );
    if (ok && (await binding.unbind())) showToast(t('groupBuy.auth.unboundDone'));
  };
  const b = binding.binding;
  // Douyin links a store by its POI id typed here: it has no per-shop authorization page.
  const platform = b?.platform ?? '';
  const douyin = platform === 'DOUYIN';
  const [poiId, setPoiId] = useState('');
  const link = async () => {
    if (poiId.trim() && (await binding.finish(poiId.trim()))) showToast(t('groupBuy.auth.boundDone'));
  };
  // Instants in the store's own zone, as every staff page shows them.
  const at = (iso: string) => (iso ? formatInZone(iso, 'YYYY-MM-DD HH:mm', root.staff.stores.timezone) : '');
  return (
    <PageShell title={t('groupBuy.auth.title')} onRefresh={load} wide>
      <View className='third-party-auth'>
        <LoadState status={binding.status} onRetry={() => void load()}>
          {binding.off ? (
            <View className='third-party-auth__card'>
              <Text className='third-party-auth__intro'>{t('groupBuy.off')}</Text>
            </View>
          ) : (
            <View className='third-party-auth__card'>
              <View className='third-party-auth__head'>
                <Text className='third-party-auth__platform'>
                  {douyin ? t('groupBuy.auth.platform.DOUYIN') : t('groupBuy.auth.platform.MEITUAN')}
                </Text>
                <Text
                  className={
                    binding.bound ? 'third-party-auth__state third-party-auth__state--on' : 'third-party-auth__state'
                  }
                >
                  {t(binding.bound ? 'groupBuy.auth.bound' : 'groupBuy.auth.unbound')}
                </Text>
              </View>
              <Text className='third-party-auth__intro'>{t('groupBuy.auth.intro')}</Text>
              {binding.bound && b && (
                <View className='third-party-auth__rows'>
                  <Text>{`${t('groupBuy.auth.shop')}: ${b.platformShopName || b.platformShopId}`}</Text>
                  <Text>{`${t('groupBuy.auth.since')}: ${at(b.bindTime)}`}</Text>
                  <Text>{`${t('groupBuy.auth.lastPull')}: ${at(b.lastPullTime) || t('groupBuy.auth.never')}`}</Text>
                </View>
              )}
              {binding.localAdapter && <Text className='third-party-auth__note'>{t('groupBuy.auth.local')}</Text>}
              {binding.authorizeUrl && (
                <Text className='third-party-auth__note'>{`${t('groupBuy.auth.openLink')} ${binding.authorizeUrl}`}</Text>
              )}
              {douyin && !binding.bound && (
                <View className='third-party-auth__poi'>
                  <Text className='third-party-auth__label'>{t('groupBuy.auth.poiLabel')}</Text>
                  <Input
                    className='third-party-auth__input'
                    type='number'
                    value={poiId}
                    placeholder={t('groupBuy.auth.poiHint')}
                    onInput={(e) => setPoiId(e.detail.value)}
                  />
                </View>
              )}
              <View className='third-party-auth__buttons'>
                {binding.bound ? (
                  <Button type='danger' fill='outline' loading={binding.busy} onClick={() => void unbind()}>
                    {t('groupBuy.auth.unbind')}
                  </Button>
                ) : douyin ? (
                  <Button type='primary' loading={binding.busy} disabled={!poiId.trim()} onClick={() => void link()}>
                    {t('groupBuy.auth.poiLink')}
                  </Button>
                ) : (
                  <Button type='primary' loading={binding.busy} onClick={() => void bind()}>
                    {t('groupBuy.auth.bind')}
                  </Button>
                )}
                {binding.bound && (
                  <Button fill='outline' onClick={() => void root.navigator.navigateTo(GROUP_BUY_ROUTES.vouchers)}>
                    {t('groupBuy.entry.vouchers')}
                  </Button>
                )}
                {binding.bound && (
                  <Button fill='outline' onClick={() => void root.navigator.navigateTo(GROUP_BUY_ROUTES.orders)}>
                    {t('groupBuy.entry.orders')}
                  </Button>
                )}
                {binding.bound && binding.localAdapter && (
                  <Button fill='outline' onClick={() => void root.navigator.navigateTo(GROUP_BUY_ROUTES.testOrder)}>
                    {t('groupBuy.auth.sendTest')}
                  </Button>
                )}
              </View>
            </View>
          )}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(ThirdPartyAuthPage);
