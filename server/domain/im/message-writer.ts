import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ConversationRepository } from './conversation.repository';
import { type ImHooks, CREATE_IM_MESSAGE_EVENT, type SyncTypeName } from './im-events';
import { ImNotifyRepository } from './im-notify.repository';
import type { Party } from './im-party';
import { MessageRepository, type MessageRecord, type NewMessage } from './message.repository';

export type MessageBody = Omit<NewMessage, 'conversationId' | 'seq' | 'senderKey' | 'senderUserId' | 'createTime'>;

/**
 * Appends to a conversation inside the caller's transaction: the next seq
 * (which queues concurrent senders of one conversation on its row), the
 * row, the sender's read mark, the real-time event and the notifications
 * hooks. Everything commits or rolls back together.
 */
export class MessageWriter {
  constructor(private readonly hooks: ImHooks) {}

  async append(
    trx: Kysely<Database>,
    conversation: { id: string; type: 'SINGLE' | 'GROUP' },
    sender: Party,
    senderUserId: string | null,
    body: MessageBody,
    at: Date,
    /** The live member keys when the caller has just read them. */
    knownMemberKeys?: string[],
  ): Promise<MessageRecord> {
    const conversations = new ConversationRepository(trx);
    const seq = await conversations.takeNextSeq(conversation.id, at);
    if (!seq) throw domainError('not_found', 'imConversationNotFound');
    const message = await new MessageRepository(trx).insert({
      ...body,
      conversationId: conversation.id,
      seq,
      senderKey: sender.key,
      senderUserId,
      createTime: at,
    });
    await conversations.markRead(conversation.id, sender.key, seq);
    const memberKeys = knownMemberKeys ?? (await conversations.liveMemberKeys(conversation.id));
    await new ImNotifyRepository(trx).publish({
      kind: 'message',
      conversationId: conversation.id,
      seq,
      memberKeys,
      message,
    });
    await this.hooks.messageCreated(trx, {
      eventType: CREATE_IM_MESSAGE_EVENT,
      conversationId: conversation.id,
      conversationType: conversation.type,
      message,
      senderUserId,
      recipientKeys: memberKeys.filter((k) => k !== sender.key),
    });
    return message;
  }

  /** Tells the members' sockets that membership changed (their lists reload). */
  async sync(trx: Kysely<Database>, syncType: SyncTypeName, conversationId: string, member: Party): Promise<void> {
    const memberKeys = await new ConversationRepository(trx).liveMemberKeys(conversationId);
    // A member who just left is told too, so their list drops the conversation.
    if (!memberKeys.includes(member.key)) memberKeys.push(member.key);
    await new ImNotifyRepository(trx).publish({
      kind: 'sync',
      syncType,
      conversationId,
      memberKey: member.key,
      memberKeys,
    });
  }
}
