import type { JsonReadOptions } from '@bufbuild/protobuf';
import { localText, type IntlTextFields } from '@/common/intl-text';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Operator } from '../../gen/identity/v1/operator_pb';
import type { ImOperatorInfo } from '../../gen/im/v1/im_pb';
import type { SocketFactory } from '../../platform/socket.types';
import { silentCall } from '../../services/silent-call';
import type { Api } from '../../services/api';
import { chooseAndUploadImages, type ImageUploadDeps, type UploadedImage } from '../../services/image-upload';
import { ConversationStore, operatorFromKey, type ConversationTarget } from './conversation.store';
import { orderFromIntention } from './intention-order';
import { ImConnection } from './im-connection';
import type { ImFrame } from './im-frames';
import { InboxStore } from './inbox.store';

export interface ImStoreDeps {
  api: Api;
  apiBase(): string;
  connect: SocketFactory;
  /** The logged-in user, '' when nobody is. */
  userId(): string;
  /**
   * Staff on duty (merchant mode): the socket opens with the login, so the message
   * badge and the board hear a guest's message at once instead of at the next page.
   */
  onDuty?(): boolean;
  /** Where images are uploaded (the existing upload, with its rules). */
  uploads?: ImageUploadDeps;
  /** How socket frames are decoded (the root store's). */
  readOptions: Partial<JsonReadOptions>;
}

/**
 * The chat of the whole app: the socket (opened the first time the person
 * uses chat, then kept while they are logged in: no socket at all for those
 * who never chat, which mini-programs' connection limits and batteries like),
 * the identities the person chats as with their unread counts (the tab
 * badges), the inboxes and the conversations on screen, which hear of new
 * messages live and catch up whenever the socket comes back.
 */
export class ImStore {
  operators: ImOperatorInfo[] = [];
  /** Names of the people in group chats and of the other side, by operator key. */
  names = new Map<string, string>();
  /** A store's name per language, by operator key (people have none). */
  private intlNames = new Map<string, Partial<IntlTextFields>>();
  readonly connection: ImConnection;
  private readonly open = new Set<ConversationStore>();
  private readonly inboxes = new Map<string, InboxStore>();
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: ImStoreDeps) {
    this.connection = new ImConnection({
      openTicket: () => deps.api.im.openSocket({}, silentCall()),
      apiBase: deps.apiBase,
      connect: deps.connect,
      onFrame: (frame) => this.onFrame(frame),
      onLive: () => this.onLive(),
      readOptions: deps.readOptions,
    });
    makeAutoObservable<this, 'deps' | 'open' | 'inboxes' | 'refreshTimer' | 'intlNames'>(
      this,
      { deps: false, open: false, inboxes: false, refreshTimer: false, connection: false, intlNames: false },
      { autoBind: true },
    );
    reaction(
      () => deps.userId(),
      (userId) => (userId ? this.start() : this.stop()),
      { fireImmediately: true },
    );
    reaction(
      () => !!deps.userId() && !!deps.onDuty?.(),
      (live) => live && this.ensureLive(),
      { fireImmediately: true },
    );
  }

  /** Unread messages of one identity ('USER:1', 'STORE:2', 'ADMIN'). */
  unreadOf(key: string): number {
    return this.operators.find((o) => o.operator?.key === key)?.unreadCount ?? 0;
  }

  /** The diner's own unread count. */
  get dinerUnread(): number {
    return this.unreadOf(`USER:${this.deps.userId()}`);
  }

  /** Every staff identity's unread count together (the merchant message tab). */
  get staffUnread(): number {
    return this.operators.filter((o) => !o.operator?.key.startsWith('USER:')).reduce((n, o) => n + o.unreadCount, 0);
  }

  /** The identities other than the diner themself: stores they are staff of, ADMIN. */
  get staffOperators(): ImOperatorInfo[] {
    return this.operators.filter((o) => !o.operator?.key.startsWith('USER:'));
  }

  inbox(operatorKey: string): InboxStore {
    let inbox = this.inboxes.get(operatorKey);
    if (!inbox) {
      const operator: Operator | undefined = operatorKey.startsWith('USER:') ? undefined : operatorFromKey(operatorKey);
      inbox = new InboxStore(this.deps.api.im, operator);
      this.inboxes.set(operatorKey, inbox);
    }
    return inbox;
  }

  /** A conversation for a page; `attach` it while on screen so it hears live messages. */
  conversation(target: ConversationTarget): ConversationStore {
    return new ConversationStore(this.deps.api.im, target, () => this.scheduleRefresh());
  }

  attach(conversation: ConversationStore): () => void {
    this.ensureLive();
    this.open.add(conversation);
    return () => this.open.delete(conversation);
  }

  /** The names as a reader of `language` reads them: a store's translation where it has one. */
  namesIn(language: string): ReadonlyMap<string, string> {
    if (this.intlNames.size === 0) return this.names;
    const local = new Map(this.names);
    for (const [key, intl] of this.intlNames) local.set(key, localText(this.names.get(key) ?? '', intl, language));
    return local;
  }

  /** Looks up the names of operators not known yet (senders in a group chat). */
  async ensureNames(keys: readonly string[]): Promise<void> {
    const missing = [...new Set(keys)].filter((k) => k && !this.names.has(k) && !k.startsWith('SYSTEM'));
    if (missing.length === 0) return;
    try {
      const answer = await this.deps.api.operatorInfo.fulfillOperatorInfo(
        { operatorList: missing.slice(0, 100).map(operatorFromKey) },
        silentCall(),
      );
      runInAction(() => {
        for (const key of missing) {
          const info = answer.operatorInfoMap[key];
          this.names.set(key, info?.name ?? '');
          if (info?.intlName) this.intlNames.set(key, info.intlName);
        }
      });
    } catch {
      // Unnamed senders show as such.
    }
  }

  /** Lets the person pick one image and uploads it; undefined when they cancel. Upload errors throw with their message. */
  async pickImage(operatorKey: string): Promise<UploadedImage | undefined> {
    if (!this.deps.uploads) return undefined;
    const [type, id = ''] = operatorKey.split(':');
    const [image] = await chooseAndUploadImages(this.deps.uploads, {
      count: 1,
      remark: 'im',
      operatorType: type,
      operatorId: id,
    });
    return image;
  }

  /** Store staff turn a diner's booking intention into an order, then the chat says so. */
  async orderFromIntention(conversation: ConversationStore, messageId: string): Promise<string> {
    const orderId = await orderFromIntention(this.deps.api, conversation, messageId);
    await conversation.catchUp();
    return orderId;
  }

  async loadOperators(): Promise<void> {
    if (!this.deps.userId()) return;
    try {
      const info = await this.deps.api.im.getImOperatorInfo({}, silentCall());
      runInAction(() => (this.operators = info.operatorList));
    } catch {
      // Badges wait for the next event.
    }
  }

  /** Opens the socket if it is not open yet (a chat page or list is on screen). */
  ensureLive(): void {
    if (this.deps.userId()) this.connection.start();
  }

  private start(): void {
    // The badges now; the socket when chat is used.
    void this.loadOperators();
  }

  private stop(): void {
    this.connection.stop();
    this.operators = [];
    this.inboxes.clear();
    this.open.clear();
  }

  private onLive(): void {
    for (const conversation of this.open) void conversation.catchUp().catch(() => undefined);
    this.scheduleRefresh();
  }

  private onFrame(frame: ImFrame): void {
    if (frame.type === 'message') {
      for (const conversation of this.open) conversation.receive(frame.message);
    }
    if (frame.type === 'message' || frame.type === 'sync' || frame.type === 'read') this.scheduleRefresh();
  }

  /** Badges and lists follow events, a burst of them reloading once. */
  private scheduleRefresh(): void {
    if (this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      void this.loadOperators();
      for (const inbox of this.inboxes.values()) if (inbox.loaded) void inbox.refresh(true);
    }, 150);
  }
}
