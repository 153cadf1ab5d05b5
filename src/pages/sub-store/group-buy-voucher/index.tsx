import { Input, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useGroupBuy, useShownLoad } from '@/components/group-buy';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { GROUP_BUY_ROUTES } from '@/routing/group-buy-routes';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { canScan, scanCode } from '@/services/scan';
import { useRootStore } from '@/stores';
import { formatInZone } from '@/utils/date-display';
import { useMoney } from '@/i18n/use-money';
import { VoucherUseRow } from './voucher-use-row';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

/**
 * group-buy-voucher: staff check the group-buying voucher code a diner shows
 * (typed, or scanned in the mini-programs), use some of its vouchers after
 * asking, and see the store's recent uses with an undo while the platform
 * allows one.
 */
function GroupBuyVoucherPage() {
  const { t } = useTranslation();
  const priceText = useMoney();
  const root = useRootStore();
  const { vouchers: desk, binding } = useGroupBuy();
  const refresh = () => Promise.all([binding.load(), desk.loadUses()]);
  useShownLoad(refresh);
  const at = (iso: string) => (iso ? formatInZone(iso, 'YYYY-MM-DD HH:mm', root.staff.stores.timezone) : '');

  const scan = async () => {
    const text = await scanCode(root.platform);
    if (text) {
      desk.setCode(text);
      await desk.check();
    }
  };
  const use = async () => {
    const v = desk.voucher;
    if (!v) return;
    const ok = await confirmAction(
      t('groupBuy.voucher.useAsk', { count: desk.count, title: v.title }),
      t('groupBuy.voucher.confirm'),
      t('groupBuy.voucher.cancel'),
    );
    if (ok && (await desk.use())) showToast(t('groupBuy.voucher.used', { count: desk.justUsed.length }));
  };
  const undo = async (id: string) => {
    const ok = await confirmAction(
      t('groupBuy.voucher.undoAsk'),
      t('groupBuy.voucher.undo'),
      t('groupBuy.voucher.cancel'),
    );
    if (ok && (await desk.undo(id))) showToast(t('groupBuy.voucher.undone'));
  };
  const v = desk.voucher;
  const platformName = (p: string) => (p === 'DOUYIN' || p === 'MEITUAN' ? t(`groupBuy.auth.platform.${p}`) : p);

  return (
    <PageShell title={t('groupBuy.voucher.title')} onRefresh={refresh} wide>
      <View className='group-buy-voucher'>
        {binding.off ? (
          <View className='group-buy-voucher__card'>
            <Text className='group-buy-voucher__intro'>{t('groupBuy.off')}</Text>
          </View>
        ) : (
          <>
            {binding.status === 'ready' && !binding.bound && (
              <View className='group-buy-voucher__card group-buy-voucher__banner'>
                <Text>{t('groupBuy.voucher.notBound')}</Text>
                <Button
                  size='small'
                  type='primary'
                  onClick={() => void root.navigator.navigateTo(GROUP_BUY_ROUTES.auth)}
                >
                  {t('groupBuy.list.bindNow')}
                </Button>
              </View>
            )}
            <View className='group-buy-voucher__columns'>
              <View className='group-buy-voucher__card group-buy-voucher__desk'>
                <Text className='group-buy-voucher__intro'>{t('groupBuy.voucher.intro')}</Text>
                <Text className='group-buy-voucher__label'>{t('groupBuy.voucher.code')}</Text>
                <View className='group-buy-voucher__entry'>
                  <Input
                    className='group-buy-voucher__input'
                    value={desk.code}
                    placeholder={t('groupBuy.voucher.codeHint')}
                    onInput={(e) => desk.setCode(e.detail.value)}
                    onConfirm={() => void desk.check()}
                  />
                  <Button type='primary' loading={desk.checkStatus === 'loading'} onClick={() => void desk.check()}>
                    {t('groupBuy.voucher.check')}
                  </Button>
                  {canScan(root.platform) && (
                    <Button fill='outline' onClick={() => void scan()}>
                      {t('groupBuy.voucher.scan')}
                    </Button>
                  )}
                </View>
                {desk.checkStatus === 'loading' && (
                  <Text className='group-buy-voucher__note'>{t('groupBuy.voucher.checking')}</Text>
                )}
                {desk.checkStatus === 'error' && (
                  <Text className='group-buy-voucher__error'>{t('groupBuy.voucher.checkFailed')}</Text>
                )}
                {v && (
                  <View className='group-buy-voucher__found'>
                    <Text className='group-buy-voucher__deal'>{v.title}</Text>
                    <View className='group-buy-voucher__rows'>
                      <Text>{`${t('groupBuy.voucher.platform')}: ${platformName(v.platform)}`}</Text>
                      <Text>{`${t('groupBuy.voucher.price')}: ${priceText(v.price, v.currency)}`}</Text>
                      {v.marketPrice !== v.price && (
                        <Text>{`${t('groupBuy.voucher.marketPrice')}: ${priceText(v.marketPrice, v.currency)}`}</Text>
                      )}
                      <Text className='group-buy-voucher__available'>
                        {`${t('groupBuy.voucher.available')}: ${t('groupBuy.voucher.availableCount', { count: v.availableCount })}`}
                      </Text>
                      <Text>{`${t('groupBuy.voucher.expires')}: ${at(v.expireTime) || t('groupBuy.voucher.noExpiry')}`}</Text>
                    </View>
                    <View className='group-buy-voucher__use'>
                      <Text className='group-buy-voucher__label'>{t('groupBuy.voucher.count')}</Text>
                      <View className='group-buy-voucher__stepper'>
                        <Button
                          size='small'
                          fill='outline'
                          disabled={desk.count <= 1}
                          onClick={() => desk.setCount(desk.count - 1)}
                        >
                          −
                        </Button>
                        <Text className='group-buy-voucher__count'>{String(desk.count)}</Text>
                        <Button
                          size='small'
                          fill='outline'
                          disabled={desk.count >= v.availableCount}
                          onClick={() => desk.setCount(desk.count + 1)}
                        >
                          +
                        </Button>
                      </View>
                      <Button type='primary' loading={desk.busy} onClick={() => void use()}>
                        {t('groupBuy.voucher.use', { count: desk.count })}
                      </Button>
                    </View>
                  </View>
                )}
                {desk.justUsed.length > 0 && (
                  <View className='group-buy-voucher__result'>
                    <Text className='group-buy-voucher__label'>{t('groupBuy.voucher.justUsed')}</Text>
                    {desk.justUsed.map((u) => (
                      <VoucherUseRow key={u.id} use={u} at={at} onUndo={undo} busy={desk.busy} />
                    ))}
                  </View>
                )}
              </View>
              <View className='group-buy-voucher__card group-buy-voucher__recent'>
                <Text className='group-buy-voucher__label'>{t('groupBuy.voucher.recent')}</Text>
                <LoadState
                  status={desk.usesStatus === 'idle' ? 'loading' : desk.usesStatus}
                  onRetry={() => void desk.loadUses()}
                >
                  {desk.uses.length === 0 ? (
                    <Text className='group-buy-voucher__note'>{t('groupBuy.voucher.recentEmpty')}</Text>
                  ) : (
                    desk.uses.map((u) => <VoucherUseRow key={u.id} use={u} at={at} onUndo={undo} busy={desk.busy} />)
                  )}
                </LoadState>
              </View>
            </View>
          </>
        )}
      </View>
    </PageShell>
  );
}

export default observer(GroupBuyVoucherPage);
