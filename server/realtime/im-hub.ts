import { toJson } from '@bufbuild/protobuf';
import { MessageSchema } from '@gen/im/v1/im_pb';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConversationRepository } from '../domain/im/conversation.repository';
import type { ImEvent } from '../domain/im/im-events';
import { MessageRepository, type MessageRecord } from '../domain/im/message.repository';
import { toImMessage } from '../handlers/im-mappers';

/** One open socket, as the hub sees it. */
export interface HubSocket {
  /** The member keys it hears for: the user, their stores, ADMIN. */
  readonly keys: readonly string[];
  send(frame: string): void;
}

/**
 * The sockets held by this instance, by member key, and the fan-out of
 * committed events to them. Every instance gets every event (from LISTEN)
 * and delivers only to the sockets it holds.
 */
export class ImHub {
  private readonly byKey = new Map<string, Set<HubSocket>>();
  private readonly all = new Set<HubSocket>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get size(): number {
    return this.all.size;
  }

  add(socket: HubSocket): void {
    this.all.add(socket);
    for (const key of socket.keys) {
      let set = this.byKey.get(key);
      if (!set) this.byKey.set(key, (set = new Set()));
      set.add(socket);
    }
  }

  remove(socket: HubSocket): void {
    this.all.delete(socket);
    for (const key of socket.keys) {
      const set = this.byKey.get(key);
      set?.delete(socket);
      if (set && set.size === 0) this.byKey.delete(key);
    }
  }

  /** A notification payload from the database: to the sockets of the members it names. */
  dispatch(payload: string): void {
    this.handle(JSON.parse(payload) as ImEvent).catch(this.onError);
  }

  /** After the listener lost events: every socket catches up over RPC. */
  resync(): void {
    this.broadcast(this.all, JSON.stringify({ type: 'resync' }));
  }

  private async handle(event: ImEvent): Promise<void> {
    const keys = event.kind === 'read' ? [event.memberKey] : (event.memberKeys ?? (await this.membersOf(event)));
    const targets = this.socketsOf(keys);
    if (targets.size === 0) return;
    if (event.kind === 'message') {
      // The payload carries the record as JSON: its time is text again.
      const record = event.message
        ? { ...event.message, createTime: new Date(event.message.createTime as unknown as string) }
        : await this.load(event);
      if (!record) return;
      this.broadcast(targets, JSON.stringify({ type: 'message', message: toJson(MessageSchema, toImMessage(record)) }));
    } else if (event.kind === 'sync') {
      const { syncType, conversationId, memberKey } = event;
      this.broadcast(targets, JSON.stringify({ type: 'sync', syncType, conversationId, memberKey }));
    } else {
      const { conversationId, memberKey, readSeq } = event;
      this.broadcast(targets, JSON.stringify({ type: 'read', conversationId, memberKey, readSeq }));
    }
  }

  private socketsOf(keys: readonly string[]): Set<HubSocket> {
    const out = new Set<HubSocket>();
    for (const key of keys) for (const socket of this.byKey.get(key) ?? []) out.add(socket);
    return out;
  }

  private broadcast(targets: Iterable<HubSocket>, frame: string): void {
    for (const socket of targets) {
      try {
        socket.send(frame);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async membersOf(event: Exclude<ImEvent, { kind: 'read' }>): Promise<string[]> {
    const keys = await new ConversationRepository(this.db).liveMemberKeys(event.conversationId);
    if (event.kind === 'sync' && !keys.includes(event.memberKey)) keys.push(event.memberKey);
    return keys;
  }

  private async load(event: { conversationId: string; seq: string }): Promise<MessageRecord | undefined> {
    const after = String(BigInt(event.seq) - 1n);
    const page = await new MessageRepository(this.db).page(event.conversationId, { afterSeq: after }, 1);
    return page.list[0];
  }
}
