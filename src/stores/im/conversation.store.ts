import { create, type MessageInitShape } from '@bufbuild/protobuf';
import type { Client } from '@connectrpc/connect';
import { makeAutoObservable, runInAction } from 'mobx';
import { localText, type IntlTextFields } from '@/common/intl-text';
import type { Operator } from '../../gen/identity/v1/operator_pb';
import {
  ConversationType,
  DeliveryStatus,
  MessageType,
  type BookingOrderIntentionSchema,
  type Conversation,
  type Message,
} from '../../gen/im/v1/im_pb';
import { OperatorSchema } from '../../gen/identity/v1/operator_pb';
import type { ImService } from '../../gen/im/v1/im_service_pb';
import { KNOWN_MESSAGE } from '../../services/known-server-messages';
import { RpcError } from '../../services/rpc-error';
import { silentCall } from '../../services/silent-call';
import { lastSeqOf, mergeBySeq, newClientMessageId } from './timeline';

export type ImApi = Client<typeof ImService>;

/** The fields a diner fills in for a booking intention. */
export type IntentionDraft = Omit<MessageInitShape<typeof BookingOrderIntentionSchema>, '$typeName'>;

/** A message on its way out, kept on screen until stored; FAIL offers resend (spec section 8). */
export interface PendingMessage {
  clientMessageId: string;
  type: MessageType;
  text: string;
  image?: { fileId: string; url: string; width: number; height: number; contentType: string };
  intention?: IntentionDraft;
  status: DeliveryStatus;
  /** The server's message when it refused (sensitive content, too long, ...), shown under the bubble. */
  error: string;
  createTime: Date;
}

export interface ConversationTarget {
  /** Who the caller is in the conversation: undefined for themself as a diner. */
  operator?: Operator;
  conversationId?: string;
  /** A single conversation by its other member (empty: the platform admin), made by the first message. */
  member?: Operator;
}

export function operatorFromKey(key: string): Operator {
  const [type, id = '0'] = key.split(':');
  const types: Record<string, number> = { ADMIN: 1, USER: 2, STORE: 3, MERCHANT: 4, SYSTEM: 5 };
  return create(OperatorSchema, { type: types[type] ?? 0, id, key });
}

const PAGE = 30;

/**
 * One open conversation: its stored messages by seq, the caller's unsent
 * ones, paging back through history, catch-up after a reconnect, read marks.
 */
export class ConversationStore {
  conversationId: string;
  conversation: Conversation | null = null;
  title = '';
  /** A store's name per language, for the title (titleIn). */
  titleIntl: Partial<IntlTextFields> | undefined = undefined;
  messages: Message[] = [];
  pending: PendingMessage[] = [];
  hasOlder = false;
  loading = false;
  loadingOlder = false;
  failed = false;
  private catchingUp: Promise<void> | null = null;

  constructor(
    private readonly api: ImApi,
    readonly target: ConversationTarget,
    private readonly onRead: () => void = () => undefined,
  ) {
    this.conversationId = target.conversationId && target.conversationId !== '0' ? target.conversationId : '0';
    makeAutoObservable<this, 'api' | 'catchingUp' | 'onRead'>(
      this,
      { api: false, catchingUp: false, onRead: false, target: false },
      { autoBind: true },
    );
  }

  get temporary(): boolean {
    return this.conversationId === '0';
  }

  get lastSeq(): string {
    return lastSeqOf(this.messages);
  }

  /** The title as a reader of `language` reads it. */
  titleIn(language: string): string {
    return localText(this.title, this.titleIntl, language);
  }

  get isGroup(): boolean {
    return this.conversation?.type === ConversationType.GROUP;
  }

  /** Loads the conversation; a single one by member that does not exist yet stays temporary (spec section 4). */
  async open(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      if (this.temporary) {
        const found = await this.api.existSingleConversation({
          operator: this.target.operator,
          member: this.target.member,
        });
        runInAction(() => {
          this.title = found.title;
          this.titleIntl = found.intlTitle;
          if (found.conversationId !== '0') this.conversationId = found.conversationId;
        });
      }
      if (!this.temporary) {
        const got = await this.api.getConversation({
          operator: this.target.operator,
          conversationId: this.conversationId,
        });
        runInAction(() => {
          this.conversation = got.conversation ?? null;
          this.title = got.conversation?.title || this.title;
          this.titleIntl = got.conversation?.intlTitle ?? this.titleIntl;
        });
        await this.loadLatest();
      }
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async loadLatest(): Promise<void> {
    if (this.temporary) return;
    const page = await this.api.queryMessages({
      operator: this.target.operator,
      conversationId: this.conversationId,
      limit: PAGE,
    });
    runInAction(() => {
      this.messages = mergeBySeq(this.messages, page.list);
      this.hasOlder = page.hasMore;
      this.dropStoredPending(page.list);
    });
  }

  async loadOlder(): Promise<void> {
    if (this.temporary || !this.hasOlder || this.loadingOlder || this.messages.length === 0) return;
    this.loadingOlder = true;
    try {
      const page = await this.api.queryMessages({
        operator: this.target.operator,
        conversationId: this.conversationId,
        beforeSeq: this.messages[0].seq,
        limit: PAGE,
      });
      runInAction(() => {
        this.messages = mergeBySeq(this.messages, page.list);
        this.hasOlder = page.hasMore;
      });
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  /** Everything after the last message held, in pages; one run at a time. */
  catchUp(): Promise<void> {
    if (this.temporary) return Promise.resolve();
    if (!this.catchingUp) {
      this.catchingUp = this.runCatchUp().finally(() => (this.catchingUp = null));
    }
    return this.catchingUp;
  }

  private async runCatchUp(): Promise<void> {
    for (;;) {
      const page = await this.api.queryMessages(
        { operator: this.target.operator, conversationId: this.conversationId, afterSeq: this.lastSeq, limit: 100 },
        silentCall(),
      );
      runInAction(() => {
        this.messages = mergeBySeq(this.messages, page.list);
        this.dropStoredPending(page.list);
      });
      if (!page.hasMore) return;
    }
  }

  /** A message from the socket: the next one is appended; a gap means some were missed, so catch up. */
  receive(message: Message): void {
    if (message.conversationId !== this.conversationId) return;
    const next = BigInt(this.lastSeq) + 1n;
    const seq = BigInt(message.seq);
    if (seq <= next || this.messages.length === 0) {
      this.messages = mergeBySeq(this.messages, [message]);
      this.dropStoredPending([message]);
    }
    if (seq > next && this.messages.length > 0) void this.catchUp().catch(() => undefined);
  }

  sendText(text: string): Promise<void> {
    return this.send({ type: MessageType.TEXT, text });
  }

  sendImage(image: NonNullable<PendingMessage['image']>): Promise<void> {
    return this.send({ type: MessageType.IMAGE, text: '', image });
  }

  sendIntention(intention: IntentionDraft): Promise<void> {
    return this.send({ type: MessageType.BOOKING_ORDER_INTENTION, text: '', intention });
  }

  /** Sends a failed message again, under the same client id (stored once however often it is sent). */
  resend(clientMessageId: string): Promise<void> {
    const message = this.pending.find((p) => p.clientMessageId === clientMessageId);
    if (!message) return Promise.resolve();
    message.status = DeliveryStatus.PENDING;
    message.error = '';
    return this.deliver(message);
  }

  discard(clientMessageId: string): void {
    this.pending = this.pending.filter((p) => p.clientMessageId !== clientMessageId);
  }

  /** Marks everything shown as read, when there is something unread. */
  async markRead(): Promise<void> {
    if (this.temporary || this.messages.length === 0) return;
    const seq = this.lastSeq;
    if (this.conversation && BigInt(this.conversation.readSeq || '0') >= BigInt(seq)) return;
    try {
      await this.api.readConversation(
        { operator: this.target.operator, conversationId: this.conversationId, seq },
        silentCall(),
      );
      runInAction(() => {
        if (this.conversation) this.conversation.readSeq = seq;
      });
      this.onRead();
    } catch {
      // Read marks are best effort; the next one covers this.
    }
  }

  private send(draft: Pick<PendingMessage, 'type' | 'text' | 'image' | 'intention'>): Promise<void> {
    const pending: PendingMessage = {
      ...draft,
      clientMessageId: newClientMessageId(),
      status: DeliveryStatus.PENDING,
      error: '',
      createTime: new Date(),
    };
    this.pending.push(pending);
    return this.deliver(this.pending[this.pending.length - 1]);
  }

  private async deliver(pending: PendingMessage): Promise<void> {
    try {
      const answer = await this.api.sendMessage(
        {
          operator: this.target.operator,
          conversationId: this.temporary ? '0' : this.conversationId,
          member: this.temporary ? this.target.member : undefined,
          clientMessageId: pending.clientMessageId,
          type: pending.type,
          text: pending.text,
          image: pending.image,
          bookingOrderIntention: pending.intention,
        },
        silentCall(),
      );
      const stored = answer.message;
      if (!stored) return;
      const wasTemporary = this.temporary;
      runInAction(() => {
        if (wasTemporary) this.conversationId = stored.conversationId;
        this.messages = mergeBySeq(this.messages, [stored]);
        this.dropStoredPending([stored]);
      });
      if (wasTemporary) void this.open();
      else void this.catchUp().catch(() => undefined);
    } catch (error) {
      runInAction(() => {
        pending.status = DeliveryStatus.FAIL;
        // A send held back by an earlier Retry-After is the flood limit still running.
        pending.error =
          error instanceof RpcError
            ? error.blocked
              ? KNOWN_MESSAGE.imSendingTooFast
              : error.rawMessage || error.message
            : '';
      });
    }
  }

  private dropStoredPending(stored: readonly Message[]): void {
    const ids = new Set(stored.map((m) => m.clientMessageId).filter(Boolean));
    if (ids.size) this.pending = this.pending.filter((p) => !ids.has(p.clientMessageId));
  }
}
