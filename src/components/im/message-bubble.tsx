import { Image, Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { DeliveryStatus, MessageType, type Message } from '@/gen/im/v1/im_pb';
import { useDateDisplay } from '@/i18n/use-date-display';
import type { PendingMessage } from '@/stores/im/conversation.store';
import { translateServerText } from './server-text';
import { IntentionCard, type IntentionCardProps } from './intention-card';
import { eventText, fileUrl } from './message-text';
import '@/i18n/im-texts';

export interface StoredBubbleProps {
  message: Message;
  mine: boolean;
  /** The sender's name, shown in group chats for others' messages. */
  senderName?: string;
  names: ReadonlyMap<string, string>;
  apiBase: string;
  intentionActions?: Omit<IntentionCardProps, 'intention'>;
}

/** A stored message: a system line, a text or image bubble, or a booking intention card. */
function StoredBubbleView({ message, mine, senderName, names, apiBase, intentionActions }: StoredBubbleProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  if (message.type === MessageType.EVENT) {
    return <Text className='im-msg__event'>{eventText(message.event, t, names)}</Text>;
  }
  return (
    <View className={mine ? 'im-msg im-msg--mine' : 'im-msg'} data-seq={message.seq}>
      {senderName ? <Text className='im-msg__sender'>{senderName}</Text> : null}
      {message.type === MessageType.IMAGE && message.image ? (
        <Image className='im-msg__image' src={fileUrl(message.image.url, apiBase)} mode='widthFix' />
      ) : message.type === MessageType.BOOKING_ORDER_INTENTION && message.bookingOrderIntention ? (
        <IntentionCard intention={message.bookingOrderIntention} {...intentionActions} />
      ) : (
        <Text className='im-msg__bubble'>{message.text}</Text>
      )}
      <Text className='im-msg__meta'>
        {message.createTime ? dates.chatTime(timestampDate(message.createTime)) : ''}
      </Text>
    </View>
  );
}

export interface PendingBubbleProps {
  message: PendingMessage;
  apiBase: string;
  onResend(): void;
  onDiscard(): void;
}

/** One's own message on its way: "sending", or "not sent" with the reason, resend and delete (spec section 8). */
function PendingBubbleView({ message, apiBase, onResend, onDiscard }: PendingBubbleProps) {
  const { t } = useTranslation();
  const failed = message.status === DeliveryStatus.FAIL;
  return (
    <View className='im-msg im-msg--mine' data-pending={message.clientMessageId}>
      {message.image ? (
        <Image className='im-msg__image' src={fileUrl(message.image.url, apiBase)} mode='widthFix' />
      ) : message.type === MessageType.BOOKING_ORDER_INTENTION ? (
        <Text className='im-msg__bubble'>{t('im.intentionMessage')}</Text>
      ) : (
        <Text className='im-msg__bubble'>{message.text}</Text>
      )}
      {failed ? (
        <View className='im-msg__meta'>
          <Text className='im-msg__failed'>
            {t('im.failed')}
            {message.error ? `: ${translateServerText(message.error)}` : ''}
          </Text>
          <Text className='im-msg__action' onClick={onResend}>
            {t('im.resend')}
          </Text>
          <Text className='im-msg__action' onClick={onDiscard}>
            {t('im.discard')}
          </Text>
        </View>
      ) : (
        <Text className='im-msg__meta'>{t('im.sending')}</Text>
      )}
    </View>
  );
}

// Observers: a pending message's status and an intention's order change in place.
export const StoredBubble = observer(StoredBubbleView);
export const PendingBubble = observer(PendingBubbleView);
