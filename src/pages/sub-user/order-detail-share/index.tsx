import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter, useShareAppMessage } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { InvitationCard } from '@/components/notifications/invitation-card';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { OrderShareStore } from '@/stores/diner/order-share.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { styleOf } from '@/stores/push/invitation.store';
import { bookingWhen } from '@/utils/diner/store-time';
import { useLocalName } from '@/i18n/use-local-name';
import '../../../components/diner/diner.scss';
import '@/i18n/notification-texts';
import '@/i18n/diner-orders-texts';
import '@/i18n/diner-booking-texts';

/**
 * order-detail-share: the invitation a diner sends: the booking drawn through the
 * store's invitation template (the order's own, else the store's default), nothing
 * private; an image of it to save or forward.
 */
function OrderDetailSharePage() {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const { id = '', token = '' } = useRouter().params;
  const root = useRootStore();
  const { diner, navigator, platform, push } = root;
  const share = useViewModel(() => new OrderShareStore(diner.context, id, token));
  const order = share.order;
  const invitation = push.shared.invitation;
  useEffect(() => {
    if (share.token && order) void push.shared.load(share.token);
  }, [push.shared, share.token, order]);
  // The reader's language: a link forwarded to a friend reads in theirs.
  const storeName = order ? local(order.storeName, order.storeIntlName) : '';
  const title = order ? t('diner.share.shareTitle', { store: storeName }) : t('diner.page.orderShare');
  // Mini-programs share from the host's menu with this page's content.
  useShareAppMessage(() => ({ title, path: share.sharePath }));

  const send = async () => {
    const result = await platform.share({ title, path: share.sharePath });
    if (result === 'copied') showToast(t('diner.share.copied'));
  };
  const keepImage = async () => {
    if (!invitation) return;
    const saved = await push.shared.saveImage(root.apiBase, root.settings.language);
    showToast(saved ? t('notify.card.imageSaved') : t('notify.card.imageFailed'));
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
          <View className='section order-share__invitation'>
            <InvitationCard
              style={styleOf(invitation?.template)}
              closed={order.isClosed}
              facts={{
                storeName,
                storeAddress: order.storeAddress,
                when: bookingWhen(order, local(order.storeShiftName, order.storeShiftIntlName)),
                peopleCount: order.peopleCount,
                seatNames: invitation?.seatNames ?? [],
                takerName: invitation?.takerName ?? '',
                host,
              }}
            />
            <Text className='section__text'>{t('diner.booking.storeTime', { zone: order.timezone })}</Text>
          </View>
          {!order.isClosed && (
            <Button type='primary' block className='primary-button order-share__send' onClick={() => void send()}>
              {t('diner.share.send')}
            </Button>
          )}
          {invitation && (
            <Button block className='order-share__image' onClick={() => void keepImage()}>
              {t('notify.card.saveImage')}
            </Button>
          )}
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
