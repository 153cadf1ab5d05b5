import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MessageCreatedEvent, MessageCreatedHook } from '../im/im-events';
import { partyFromKey } from '../im/im-party';
import { ImRecipientRepository } from './im-recipient.repository';
import { NotificationOutbox } from './notification-outbox';

/** How much of a text message its notification quotes. */
export const IM_PREVIEW_CHARS = 30;

/**
 * CREATE_IM_MESSAGE for diners who are away: raised inside the message's
 * transaction, once per unread run (the first message a diner has not read),
 * so a store answering in ten lines sends one notification, not ten. System
 * lines (joined, left) tell nobody. Staff read chats in the app's tab badge.
 */
export function imNotifications(now: () => Date): MessageCreatedHook {
  return async (trx: Kysely<Database>, event: MessageCreatedEvent) => {
    if (event.message.type === 'EVENT') return;
    const userKeys = event.recipientKeys.filter((k) => partyFromKey(k)?.type === 'USER');
    if (userKeys.length === 0) return;
    const repo = new ImRecipientRepository(trx);
    const recipients = await repo.usersStartingUnreadRun(event.conversationId, userKeys, event.message.seq);
    if (recipients.length === 0) return;
    const store = await repo.storeOf(event.conversationId);
    const sender = partyFromKey(event.message.senderKey);
    // The store's own name is chosen per reader's language when the message is planned.
    const fromStore = sender?.type === 'STORE' && Boolean(store);
    const senderName = !fromStore && sender?.type === 'USER' ? await repo.userName(sender.id) : '';
    // The shared chat page opens a conversation as the person themself.
    const page = `pages/sub/im-detail/index?id=${event.conversationId}`;
    await new NotificationOutbox(trx).raiseMany(
      recipients.map((r) => ({
        type: 'CREATE_IM_MESSAGE' as const,
        subject: { kind: 'IM_MESSAGE' as const, id: event.message.id },
        merchantId: store?.merchantId ?? null,
        storeId: store?.storeId ?? null,
        recipient: { userId: r.userId, phoneRegionCode: r.phoneRegionCode, phone: r.phone },
        params: {
          senderName,
          ...(fromStore ? { senderIsStore: '1' } : {}),
          messageKind: event.message.type,
          messagePreview: event.message.type === 'TEXT' ? preview(event.message.text) : '',
          page,
        },
        occurTime: now(),
      })),
    );
  };
}

function preview(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > IM_PREVIEW_CHARS ? `${chars.slice(0, IM_PREVIEW_CHARS).join('')}…` : chars.join('');
}
