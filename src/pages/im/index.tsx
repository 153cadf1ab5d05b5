import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { localText } from '@/common/intl-text';
import { StateView } from '@/components/diner/state-view';
import { ConversationList } from '@/components/im/conversation-list';
import { partyName } from '@/components/im/message-text';
import { LoginRequired } from '@/components/login-required';
import { TAB_PATHS } from '@/components/tab-bar';
import { TabPage } from '@/components/tab-page';
import type { Conversation } from '@/gen/im/v1/im_pb';
import { IM_ROUTES } from '@/routing/im-routes';
import { pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
// the messages store is built on first use, and loads with this module
import '@/stores/im-app';
import '../../components/im/im.scss';
import '@/i18n/im-texts';

/**
 * The message tab. Diners: their conversations with stores, the platform and
 * feast groups. Merchant mode: the staff inbox, one identity at a time (each
 * store the person may act for, and ADMIN for administrators), answering as it;
 * `operator` in the URL picks the identity it opens with.
 */
function ImTab() {
  const { t, i18n } = useTranslation();
  const { im, session, operator, navigator } = useRootStore();
  const staffMode = operator.mode === 'merchant';
  const identities = staffMode ? im.staffOperators : [];
  const preferred = operator.storeId ? `STORE:${operator.storeId}` : '';
  // ?operator=ADMIN (the administrator's home) opens the inbox of that identity
  const { params } = useRouter();
  const [chosen, setChosen] = useState(params.operator ?? '');
  const identityKeys = identities.map((o) => o.operator?.key ?? '');
  const staffKey = identityKeys.includes(chosen)
    ? chosen
    : identityKeys.includes(preferred)
      ? preferred
      : (identityKeys[0] ?? '');
  const key = staffMode ? staffKey : session.userId ? `USER:${session.userId}` : '';
  const inbox = key ? im.inbox(key) : null;

  useEffect(() => {
    im.ensureLive();
    if (inbox && !inbox.loaded) void inbox.refresh();
  }, [inbox, im]);
  useDidShow(() => {
    void im.loadOperators();
    if (inbox?.loaded) void inbox.refresh(true);
  });

  const open = (c: Conversation) => {
    const url = staffMode
      ? pageUrl(IM_ROUTES.merchantDetail, { id: c.conversationId, operator: key })
      : pageUrl(IM_ROUTES.userDetail, { id: c.conversationId });
    void navigator.navigateTo(url);
  };

  const title = staffMode ? t('im.staffTabTitle') : t('im.tabTitle');
  if (!session.loggedIn) {
    return (
      <TabPage path={TAB_PATHS.im} title={title}>
        <LoginRequired text={t('im.loginText')} />
      </TabPage>
    );
  }
  return (
    <TabPage path={TAB_PATHS.im} title={title} onRefresh={() => Promise.all([im.loadOperators(), inbox?.refresh()])}>
      {staffMode && identities.length > 1 && (
        <View className='im-identities'>
          {identities.map((o) => {
            const k = o.operator?.key ?? '';
            return (
              <Text
                key={k}
                className={k === key ? 'im-identities__chip im-identities__chip--active' : 'im-identities__chip'}
                onClick={() => setChosen(k)}
              >
                {k === 'ADMIN'
                  ? t('im.platform')
                  : localText(o.name, o.intlName, i18n.language) || partyName(k, t, im.namesIn(i18n.language))}
                {o.unreadCount > 0 ? ` (${o.unreadCount})` : ''}
              </Text>
            );
          })}
        </View>
      )}
      {inbox && inbox.list.length > 0 && <ConversationList list={inbox.list} onOpen={open} />}
      {inbox?.loading && !inbox.loaded && <StateView state='loading' />}
      {inbox?.failed && <StateView state='error' text={t('im.loadFailed')} onRetry={() => void inbox.refresh()} />}
      {(!inbox || inbox.isEmpty) && <StateView state='empty' text={staffMode ? t('im.emptyStaff') : t('im.empty')} />}
      {inbox?.hasMore && (
        <Text className='im-chat__notice im-msg__action' onClick={() => void inbox.loadMore()}>
          {t('im.loadOlder')}
        </Text>
      )}
    </TabPage>
  );
}

export default observer(ImTab);
