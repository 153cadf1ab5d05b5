import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter, useShareAppMessage } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { bookingWhen } from '@/utils/diner/store-time';
import '../../../components/diner/diner.scss';

/** order-detail-share: the invitation a diner sends: where, when, how many; nothing private. */
function OrderDetailSharePage() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useRouter().params;
  const { diner, navigator, platform } = useRootStore();
  const share = useViewModel(() => diner.orderShare(id, token));
  const order = share.order;
  const title = order ? t('diner.share.shareTitle', { store: order.storeName }) : t('diner.page.orderShare');
  // Mini-programs share from the host's menu with this page's content.
  useShareAppMessage(() => ({ title, path: share.sharePath }));

  const send = async () => {
    const result = await platform.share({ title, path: share.sharePath });
    if (result === 'copied') showToast(t('diner.share.copied'));
  };
  const host = order?.hostLastName
    ? `${order.hostLastName}${order.hostTitle && order.hostTitle !== 'UNKNOWN' ? t(`diner.title.${order.hostTitle as 'MR'}`) : ''}`
    : t('diner.share.guest');

  return (
    <PageShell title={t('diner.page.orderShare')} variant='dark'>
      {share.state === 'loading' && <StateView state='loading' />}
      {share.state === 'error' && <StateView state='error' onRetry={() => void share.load()} />}
      {order && (
        <>
          <View className='section result order-share__card'>
            <Text className='result__title'>{t('diner.share.invite', { host })}</Text>
            {order.isClosed && <Text className='section__text order-share__closed'>{t('diner.share.closed')}</Text>}
          </View>
          <View className='section'>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.share.where')}</Text>
              <Text>{order.storeName}</Text>
            </View>
            <Text className='section__text'>{order.storeAddress}</Text>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.share.when')}</Text>
              <Text className='order-share__when'>{bookingWhen(order)}</Text>
            </View>
            <Text className='section__text'>{t('diner.booking.storeTime', { zone: order.timezone })}</Text>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.share.people')}</Text>
              <Text>{t('diner.order.people_count', { count: order.peopleCount })}</Text>
            </View>
          </View>
          <Button type='primary' block className='primary-button order-share__send' onClick={() => void send()}>
            {t('diner.share.send')}
          </Button>
          <Button
            block
            className='order-share__store'
            onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.storeDetail, { storeId: order.storeId }))}
          >
            {t('diner.share.viewStore')}
          </Button>
        </>
      )}
    </PageShell>
  );
}

export default observer(OrderDetailSharePage);
