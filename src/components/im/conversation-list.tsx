import { Image, Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConversationType, type Conversation } from '@/gen/im/v1/im_pb';
import { useDateDisplay } from '@/i18n/use-date-display';
import { localText } from '@/common/intl-text';
import { useRootStore } from '@/stores';
// the messages store is built on first use, and loads with this module
import '@/stores/im-app';
import { keysNamedBy, partyName, previewOf } from './message-text';
import './im.scss';
import '@/i18n/im-texts';

export interface ConversationListProps {
  list: Conversation[];
  onOpen(conversation: Conversation): void;
}

/** Conversations with their last message, time and unread count. */
function ConversationListView({ list, onOpen }: ConversationListProps) {
  const { t, i18n } = useTranslation();
  const { im } = useRootStore();
  const names = im.namesIn(i18n.language);
  const dates = useDateDisplay();
  // The names the list shows: a direct chat's other party, and whoever a last message names.
  const keys = [
    ...new Set(
      list.flatMap((c) => [
        ...keysNamedBy(c.lastMessage),
        ...(c.type !== ConversationType.GROUP && !c.title ? [c.member?.key ?? ''] : []),
      ]),
    ),
  ]
    .filter(Boolean)
    .sort()
    .join(',');
  useEffect(() => {
    if (keys) void im.ensureNames(keys.split(','));
  }, [keys, im]);
  return (
    <View className='im-list'>
      {list.map((c) => {
        const title =
          c.type === ConversationType.GROUP
            ? c.title
            : localText(c.title, c.intlTitle, i18n.language) || partyName(c.member?.key ?? '', t, names);
        const when = c.lastMessage?.createTime ?? c.updateTime;
        return (
          <View key={c.conversationId} className='im-list__item' onClick={() => onOpen(c)}>
            <View className='im-list__avatar'>
              {c.avatarUrl ? (
                <Image className='im-list__avatar-image' src={c.avatarUrl} mode='aspectFill' />
              ) : (
                <Text>{[...title][0] ?? '?'}</Text>
              )}
            </View>
            <View className='im-list__body'>
              <View className='im-list__row'>
                <Text className='im-list__title'>{title}</Text>
                <Text className='im-list__time'>{when ? dates.chatTime(timestampDate(when)) : ''}</Text>
              </View>
              <View className='im-list__row'>
                <Text className='im-list__preview'>{previewOf(c.lastMessage, t, names)}</Text>
                {c.unreadCount > 0 && (
                  <Text className='im-list__badge'>{c.unreadCount > 99 ? '99+' : c.unreadCount}</Text>
                )}
              </View>
            </View>
          </View>
        );
      })}
    </View>
  );
}

export const ConversationList = observer(ConversationListView);
