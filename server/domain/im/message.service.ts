import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { OperatorRef } from '../identity/operator-info.service';
import { StoreRepository } from '../store/store.repository';
import { ConversationRepository, type ConversationRecord } from './conversation.repository';
import type { ImAccess, ImCaller } from './im-access';
import { ImNotifyRepository } from './im-notify.repository';
import type { Party } from './im-party';
import type { ImageJson, IntentionJson, MessageTypeName } from './im.tables';
import { checkText, floodWaitSeconds, FLOOD_MAX_MESSAGES, FLOOD_WINDOW_SECONDS, pageLimit } from './message-rules';
import type { MessageBody, MessageWriter } from './message-writer';
import { MessageRepository, type MessageRecord } from './message.repository';
import { checkIntention, checkIntentionAhead } from './intention-rules';
import type { SensitiveWords } from './sensitive-words';
import type { SingleConversations } from './single-conversations';

export interface SendInput {
  operator?: OperatorRef;
  conversationId?: string;
  /** The other member of a single conversation, instead of conversationId. */
  member?: OperatorRef | null;
  clientMessageId: string;
  type: MessageTypeName;
  text?: string;
  image?: { fileId: string } | null;
  intention?: Partial<IntentionJson> | null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Sending, reading and paging messages (spec sections 3, 5 and 7). */
export class MessageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly access: ImAccess,
    private readonly writer: MessageWriter,
    private readonly singles: SingleConversations,
    private readonly words: SensitiveWords,
    private readonly now: () => Date,
  ) {}

  /** The conversation and the caller's member in it, or the errors a stranger gets. */
  async memberOf(caller: ImCaller, operator: OperatorRef | undefined, conversationId: string) {
    const actor = await this.access.actingAs(caller, operator);
    const conversations = new ConversationRepository(this.db);
    const conversation = await conversations.findById(conversationId);
    const member = conversation && (await conversations.findMember(conversationId, actor.key));
    // A stranger hears what a missing conversation answers: ids cannot be probed.
    if (!conversation || !member) throw domainError('not_found', 'imConversationNotFound');
    return { actor, conversation, member };
  }

  async send(caller: ImCaller, input: SendInput): Promise<MessageRecord> {
    const actor = await this.access.actingAs(caller, input.operator);
    const body = await this.bodyOf(caller, actor, input);
    const target =
      input.conversationId && input.conversationId !== '0' ? undefined : await this.singles.target(actor, input.member);
    // A resend of a message already stored is answered with it before the flood
    // check: it adds nothing, and a client that missed the first answer must not
    // be told to wait for what has already arrived.
    const stored = await this.storedResend(actor, input, target);
    if (stored) return stored;
    const at = this.now();
    const wait = floodWaitSeconds(
      await new MessageRepository(this.db).recentSendTimes(
        caller.userId,
        new Date(at.getTime() - FLOOD_WINDOW_SECONDS * 1000),
        FLOOD_MAX_MESSAGES,
      ),
      at,
    );
    if (wait > 0) throw domainError('rate_limited', 'imSendingTooFast', { retryAfterSeconds: wait });

    try {
      return await this.db.transaction().execute(async (trx) => {
        const conversation: ConversationRecord & { memberKeys?: string[] } = target
          ? await this.singles.findOrCreate(trx, actor, target, this.writer)
          : await this.requireMember(trx, actor, input.conversationId as string);
        if (body.type === 'BOOKING_ORDER_INTENTION') await this.checkIntentionTarget(trx, conversation, body, at);
        // A resend of a stored message fails on the client-id index and is answered below.
        return this.writer.append(trx, conversation, actor, caller.userId, body, at, conversation.memberKeys);
      });
    } catch (error) {
      // A resend (or two copies of one racing): the message is stored already; answer it.
      if (!isUniqueViolation(error)) throw error;
      const earlier = await this.storedResend(actor, input, target);
      if (!earlier) throw error;
      return earlier;
    }
  }

  /** The message this sender already stored under the request's client id, if any. */
  private async storedResend(actor: Party, input: SendInput, target: Party | undefined): Promise<MessageRecord | null> {
    const conversationId = target
      ? await new ConversationRepository(this.db).findIdBySingleKey(this.singles.keyOf(actor, target))
      : input.conversationId;
    if (!conversationId) return null;
    return (
      (await new MessageRepository(this.db).findByClientId(conversationId, actor.key, input.clientMessageId)) ?? null
    );
  }

  async page(
    caller: ImCaller,
    operator: OperatorRef | undefined,
    conversationId: string,
    range: { afterSeq?: string; beforeSeq?: string },
    limit: number,
  ) {
    const { conversation, member } = await this.memberOf(caller, operator, conversationId);
    const page = await new MessageRepository(this.db).page(conversationId, range, pageLimit(limit));
    return { ...page, lastSeq: conversation.lastSeq, readSeq: member.lastReadSeq };
  }

  /** Marks read up to seq ('0': everything); the member's other devices hear of it. */
  async read(caller: ImCaller, operator: OperatorRef | undefined, conversationId: string, seq: string) {
    const { actor, conversation } = await this.memberOf(caller, operator, conversationId);
    const upTo = !seq || seq === '0' ? conversation.lastSeq : seq;
    const readSeq = await this.db.transaction().execute(async (trx) => {
      const value = await new ConversationRepository(trx).markRead(conversationId, actor.key, upTo);
      await new ImNotifyRepository(trx).publish({ kind: 'read', conversationId, memberKey: actor.key, readSeq: value });
      return value;
    });
    const unread = await new ConversationRepository(this.db).unreadByKey([actor.key]);
    return { readSeq, unreadTotal: unread.get(actor.key) ?? 0 };
  }

  /** Store staff made an order from a diner's intention: the card shows it and the chat says so. */
  async linkIntentionOrder(
    caller: ImCaller,
    operator: OperatorRef | undefined,
    conversationId: string,
    messageId: string,
    bookingOrderId: string,
  ): Promise<MessageRecord> {
    const { actor, conversation } = await this.memberOf(caller, operator, conversationId);
    if (actor.type !== 'STORE') throw domainError('permission', 'imOperatorNotAllowed');
    const messages = new MessageRepository(this.db);
    const message = await messages.findById(conversationId, messageId);
    if (!message?.intention || message.intention.storeId !== actor.id) {
      throw domainError('not_found', 'imIntentionNotFound');
    }
    const order = await messages.bookingOrderOf(bookingOrderId);
    if (!order || order.storeId !== actor.id) throw domainError('not_found', 'orderNotFound');
    const linked = message.intention.bookingOrderId;
    if (linked && linked !== '0' && linked !== bookingOrderId) {
      throw domainError('conflict', 'imIntentionAlreadyOrdered');
    }
    // Linked already (a second tap): the line it made then.
    const line = await messages.findByClientId(conversationId, actor.key, `intention-order-${messageId}`);
    if (linked === bookingOrderId && line) return line;
    return this.db.transaction().execute(async (trx) => {
      const intention = { ...(message.intention as IntentionJson), bookingOrderId, orderNo: order.orderNo };
      await new MessageRepository(trx).setIntention(messageId, intention);
      return this.writer.append(
        trx,
        conversation,
        actor,
        caller.userId,
        {
          type: 'EVENT',
          event: { kind: 'BOOKING_CREATED', params: { messageId, bookingOrderId, orderNo: order.orderNo } },
          clientMessageId: `intention-order-${messageId}`,
        },
        this.now(),
      );
    });
  }

  private async requireMember(
    trx: Kysely<Database>,
    actor: Party,
    conversationId: string,
  ): Promise<ConversationRecord & { memberKeys?: string[] }> {
    const found = await new ConversationRepository(trx).findWithMembers(conversationId);
    if (!found || !found.memberKeys.includes(actor.key)) throw domainError('not_found', 'imConversationNotFound');
    return { ...found.conversation, memberKeys: found.memberKeys };
  }

  private async bodyOf(
    caller: ImCaller,
    actor: Party,
    input: SendInput,
  ): Promise<MessageBody & { clientMessageId: string }> {
    const base = { clientMessageId: input.clientMessageId };
    switch (input.type) {
      case 'TEXT':
        return { ...base, type: 'TEXT', text: checkText(input.text ?? '', this.words) };
      case 'IMAGE':
        return { ...base, type: 'IMAGE', image: await this.imageOf(caller, input.image?.fileId ?? '') };
      case 'BOOKING_ORDER_INTENTION': {
        if (actor.type !== 'USER') throw domainError('invalid', 'imMessageTypeNotAllowed');
        const contact = await new MessageRepository(this.db).dinerContact(caller.userId);
        return {
          ...base,
          type: 'BOOKING_ORDER_INTENTION',
          intention: checkIntention(input.intention ?? {}, contact, this.words),
        };
      }
      default:
        // EVENT lines are the system's own.
        throw domainError('invalid', 'imMessageTypeNotAllowed');
    }
  }

  /** An IMAGE points at a file the sender uploaded (the upload already applied the spec's image rules). */
  private async imageOf(caller: ImCaller, fileId: string): Promise<ImageJson> {
    if (!fileId) throw domainError('invalid', 'pleaseSelectImage');
    const file = /^[0-9a-f]{32}$/.test(fileId) ? await new MessageRepository(this.db).uploadedFile(fileId) : undefined;
    if (!file || file.userId !== caller.userId) throw domainError('invalid', 'imImageNotFound');
    if (!file.contentType.startsWith('image/')) throw domainError('invalid', 'unsupportedImageType');
    const extension = file.storageKey.split('.').pop();
    return {
      fileId,
      url: `/files/${fileId}.${extension}`,
      width: file.width,
      height: file.height,
      contentType: file.contentType,
    };
  }

  private async checkIntentionTarget(
    trx: Kysely<Database>,
    conversation: ConversationRecord,
    body: MessageBody,
    at: Date,
  ) {
    const storeKey = `STORE:${body.intention?.storeId}`;
    const member = await new ConversationRepository(trx).findMember(conversation.id, storeKey);
    if (conversation.type !== 'SINGLE' || !member || !body.intention)
      throw domainError('invalid', 'imIntentionWrongStore');
    const store = await new StoreRepository(trx).findById(body.intention.storeId);
    if (!store) throw domainError('invalid', 'imIntentionWrongStore');
    checkIntentionAhead(body.intention, store.timezone, at.getTime());
  }
}
