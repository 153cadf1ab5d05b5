import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { pageUrl } from '@/routing/diner-routes';
import { IM_ROUTES } from '@/routing/im-routes';
import { useRootStore } from '@/stores';
// the messages store is built on first use, and loads with this module
import '@/stores/im-app';
import { ConversationList } from './conversation-list';
import './im.scss';
import '@/i18n/im-texts';

/** The IM_LIST page block: the diner's three most recent conversations and a way to all of them. */
function ImListBlockView({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { im, session, navigator } = useRootStore();
  const inbox = session.userId ? im.inbox(`USER:${session.userId}`) : null;
  useEffect(() => {
    im.ensureLive();
    if (inbox && !inbox.loaded) void inbox.refresh(true);
  }, [inbox, im]);
  if (!inbox || inbox.list.length === 0) return null;
  return (
    <View className='section im-block'>
      <View className='section__row'>
        <Text className='section__title'>{title || t('imBlock.title')}</Text>
        <Text className='im-msg__action' onClick={() => void navigator.reLaunch(IM_ROUTES.tab)}>
          {t('imBlock.more')}
        </Text>
      </View>
      <ConversationList
        list={inbox.list.slice(0, 3)}
        onOpen={(c) => void navigator.navigateTo(pageUrl(IM_ROUTES.userDetail, { id: c.conversationId }))}
      />
    </View>
  );
}

export const ImListBlock = observer(ImListBlockView);
