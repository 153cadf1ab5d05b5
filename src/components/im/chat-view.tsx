import { Input, Text, View } from '@tarojs/components';
import Taro, { useDidHide, useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { MessageType } from '@/gen/im/v1/im_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { ImageUploadError } from '@/services/image-upload';
import { useRootStore } from '@/stores';
// the messages store is built on first use, and loads with this module
import '@/stores/im-app';
import type { ConversationStore } from '@/stores/im/conversation.store';
import { IntentionForm } from './intention-form';
import { PendingBubble, StoredBubble } from './message-bubble';
import { keysNamedBy, partyName } from './message-text';
import './im.scss';
import '@/i18n/im-texts';
import '@/i18n/server-message-texts';

export interface ChatViewProps {
  conversation: ConversationStore;
  /** Who the reader is in it: USER:{id}, STORE:{id} or ADMIN. */
  selfKey: string;
  /** Diners talking to a store may send a booking intention for it. */
  intentionStoreId?: string;
  /** Staff answering as a store: intention cards offer the one-tap order. */
  staffStoreId?: string;
  /** Above the messages, e.g. the booking the chat is about. */
  banner?: ReactNode;
  onViewOrder?: (orderId: string) => void;
}

/** The device's own zone: what a booking intention's times are read in when the store's cannot be had. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A conversation: history paging, live messages, the composer, failed messages with resend. */
function ChatViewBody({
  conversation: c,
  selfKey,
  intentionStoreId,
  staffStoreId,
  banner,
  onViewOrder,
}: ChatViewProps) {
  const { t, i18n } = useTranslation();
  const { im, apiBase, diner } = useRootStore();
  const names = im.namesIn(i18n.language);
  const [draft, setDraft] = useState('');
  const [showForm, setShowForm] = useState(false);
  const [ordering, setOrdering] = useState('');
  const [visible, setVisible] = useState(true);
  // The intention form speaks the store's time: its zone comes with the store, asked
  // for when the form first opens (most chats never open it).
  const [storeZone, setStoreZone] = useState('');
  useEffect(() => {
    if (!intentionStoreId || !showForm || storeZone) return undefined;
    const known = diner.catalog.get(intentionStoreId)?.timezone;
    if (known) {
      setStoreZone(known);
      return undefined;
    }
    let live = true;
    diner.catalog.fetch(intentionStoreId).then(
      (store) => live && setStoreZone(store?.timezone || deviceZone()),
      () => live && setStoreZone(deviceZone()),
    );
    return () => {
      live = false;
    };
  }, [intentionStoreId, showForm, storeZone, diner]);

  useEffect(() => {
    const detach = im.attach(c);
    void c.open();
    return detach;
  }, [c, im]);
  useDidShow(() => setVisible(true));
  useDidHide(() => setVisible(false));

  const count = c.messages.length + c.pending.length;
  useEffect(() => {
    if (visible) void c.markRead();
    // The newest message in view.
    Taro.pageScrollTo({ scrollTop: 1_000_000, duration: 0 }).catch(() => undefined);
  }, [count, visible, c]);

  const senderKeys = c.isGroup ? [...new Set(c.messages.flatMap(keysNamedBy))].join(',') : '';
  useEffect(() => {
    if (senderKeys) void im.ensureNames(senderKeys.split(','));
  }, [senderKeys, im]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    void c.sendText(text);
  };

  const sendImage = async () => {
    try {
      const image = await im.pickImage(selfKey);
      if (image) void c.sendImage(image);
    } catch (error) {
      showToast(error instanceof ImageUploadError ? error.message : t('serverMessage.uploadFailed'));
    }
  };

  const createOrder = async (messageId: string) => {
    if (!(await confirmAction(t('im.card.createConfirm'), t('im.card.createOrder'), t('im.form.cancel')))) return;
    setOrdering(messageId);
    try {
      await im.orderFromIntention(c, messageId);
      showToast(t('im.card.orderCreated'));
    } catch {
      // The error catalogue has shown why (full, closed, ...).
    } finally {
      setOrdering('');
    }
  };

  if (c.loading && c.messages.length === 0) return <StateView state='loading' />;
  if (c.failed) return <StateView state='error' text={t('im.loadFailed')} onRetry={() => void c.open()} />;

  return (
    <View className='im-chat'>
      {banner}
      {im.connection.state === 'waiting' && (
        <Text className='im-chat__notice im-chat__reconnecting'>{t('im.reconnecting')}</Text>
      )}
      {c.temporary && <Text className='im-chat__notice'>{t('im.newConversationHint')}</Text>}
      {c.hasOlder ? (
        <Text className='im-chat__notice im-msg__action' onClick={() => void c.loadOlder()}>
          {c.loadingOlder ? t('im.loading') : t('im.loadOlder')}
        </Text>
      ) : (
        c.messages.length > 30 && <Text className='im-chat__notice'>{t('im.noOlder')}</Text>
      )}
      <View className='im-chat__messages'>
        {c.messages.map((m) => {
          const sender = m.sender?.key ?? '';
          const mine = sender === selfKey;
          return (
            <StoredBubble
              key={m.seq}
              message={m}
              mine={mine}
              senderName={c.isGroup && !mine ? partyName(sender, t, names) : undefined}
              names={names}
              apiBase={apiBase}
              intentionActions={
                m.type === MessageType.BOOKING_ORDER_INTENTION
                  ? {
                      onCreateOrder: staffStoreId ? () => void createOrder(m.messageId) : undefined,
                      onViewOrder,
                      busy: ordering === m.messageId,
                    }
                  : undefined
              }
            />
          );
        })}
        {c.pending.map((p) => (
          <PendingBubble
            key={p.clientMessageId}
            message={p}
            apiBase={apiBase}
            onResend={() => void c.resend(p.clientMessageId)}
            onDiscard={() => c.discard(p.clientMessageId)}
          />
        ))}
      </View>
      {showForm && intentionStoreId && storeZone && (
        <IntentionForm
          storeId={intentionStoreId}
          timezone={storeZone}
          onCancel={() => setShowForm(false)}
          onSend={(intention) => {
            setShowForm(false);
            void c.sendIntention(intention);
          }}
        />
      )}
      <View className='im-chat__composer'>
        <Text className='im-chat__tool' onClick={() => void sendImage()}>
          {t('im.image')}
        </Text>
        {intentionStoreId && (
          <Text className='im-chat__tool' onClick={() => setShowForm(!showForm)}>
            {t('im.intention')}
          </Text>
        )}
        <Input
          className='im-chat__input'
          value={draft}
          placeholder={t('im.inputPlaceholder')}
          confirmType='send'
          maxlength={1000}
          onInput={(e) => setDraft(e.detail.value)}
          onConfirm={send}
        />
        <Text className='im-chat__send' onClick={send}>
          {t('im.send')}
        </Text>
      </View>
    </View>
  );
}

export const ChatView = observer(ChatViewBody);
