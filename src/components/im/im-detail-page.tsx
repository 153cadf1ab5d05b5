import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoginRequired } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { useRootStore } from '@/stores';
// the messages store is built on first use, and loads with this module
import '@/stores/im-app';
import { operatorFromKey } from '@/stores/im/conversation.store';
import { ChatView } from './chat-view';
import { partyName } from './message-text';
import '@/i18n/im-texts';

export interface ImDetailPageProps {
  /** The pages differ in who reads: a diner, staff answering as a store, or either (the shared page). */
  audience: 'diner' | 'staff' | 'shared';
  /** im-with-admin: the conversation with the platform admin. */
  withAdmin?: boolean;
}

/**
 * One conversation, opened by id, or by the other member's key (name=STORE:5,
 * name=ADMIN): an existing single conversation opens, else a temporary one
 * that the first message creates (spec section 4). Login comes first.
 */
function ImDetailPageView({ audience, withAdmin }: ImDetailPageProps) {
  const { t, i18n } = useTranslation();
  const params = useRouter().params;
  const { im, session, navigator } = useRootStore();
  const userId = session.userId;
  const operatorKey = audience === 'diner' || !params.operator ? '' : decodeURIComponent(params.operator);
  const memberKey = withAdmin ? 'ADMIN' : params.name ? decodeURIComponent(params.name) : '';
  const conversation = useMemo(
    () =>
      userId
        ? im.conversation({
            conversationId: params.id,
            operator: operatorKey ? operatorFromKey(operatorKey) : undefined,
            member: memberKey && memberKey !== 'ADMIN' ? operatorFromKey(memberKey) : undefined,
          })
        : null,
    [im, userId, params.id, operatorKey, memberKey],
  );
  const selfKey = operatorKey || `USER:${userId}`;
  const title =
    conversation?.titleIn(i18n.language) ||
    (memberKey ? partyName(memberKey, t, im.namesIn(i18n.language)) : '') ||
    (withAdmin ? t('im.platform') : t('im.tabTitle'));
  const member = conversation?.conversation?.member?.key ?? memberKey;
  const storeId = !operatorKey && member.startsWith('STORE:') ? member.slice('STORE:'.length) : undefined;
  const staffStoreId = operatorKey.startsWith('STORE:') ? operatorKey.slice('STORE:'.length) : undefined;
  const orderId = params.bookingOrderId ?? '';
  const openOrder = (id: string) =>
    void navigator.navigateTo(
      staffStoreId
        ? pageUrl(STAFF_ROUTES.orderDetail, { id, storeId: staffStoreId })
        : pageUrl(DINER_ROUTES.orderDetail, { id }),
    );

  return (
    <PageShell title={title} hideContactButton>
      {!conversation ? (
        <LoginRequired text={t('im.loginText')} />
      ) : (
        <ChatView
          conversation={conversation}
          selfKey={selfKey}
          intentionStoreId={storeId}
          staffStoreId={staffStoreId}
          onViewOrder={openOrder}
          banner={
            orderId ? (
              <View className='im-chat__banner'>
                <Text>{t('im.aboutBooking', { orderNo: decodeURIComponent(params.orderNo ?? '') })}</Text>
                <Text className='im-chat__banner-link' onClick={() => openOrder(orderId)}>
                  {t('im.viewBooking')}
                </Text>
              </View>
            ) : undefined
          }
        />
      )}
    </PageShell>
  );
}

export const ImDetailPage = observer(ImDetailPageView);
