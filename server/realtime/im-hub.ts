import { toJson } from '@bufbuild/protobuf';
import { MessageSchema } from '@gen/im/v1/im_pb';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConversationRepository } from '../domain/im/conversation.repository';
import { SOCKET_CLOSE_CODE, type ImEvent, type SocketCloseEvent } from '../domain/im/im-events';
import { SessionRepository } from '../domain/identity/session.repository';
import { MessageRepository, type MessageRecord } from '../domain/im/message.repository';
import { toImMessage } from '../handlers/im-mappers';

/** One open socket, as the hub sees it. */
export interface HubSocket {
  /** The member keys it hears for: the user, their stores, ADMIN. */
  readonly keys: readonly string[];
  /** The session that opened it, and its user: the socket lives no longer than they do. */
  readonly sessionId: string;
  readonly userId: string;
  /** When the session expires unless used meanwhile (its expiry slides); checked again then. */
  sessionExpireTime: Date;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/**
 * The sockets held by this instance, by member key, and the fan-out of
 * committed events to them. Every instance gets every event (from LISTEN)
 * and delivers only to the sockets it holds.
 */
export class ImHub {
  private readonly byKey = new Map<string, Set<HubSocket>>();
  private readonly bySession = new Map<string, Set<HubSocket>>();
  private readonly byUser = new Map<string, Set<HubSocket>>();
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
    for (const key of socket.keys) addTo(this.byKey, key, socket);
    addTo(this.bySession, socket.sessionId, socket);
    addTo(this.byUser, socket.userId, socket);
  }

  remove(socket: HubSocket): void {
    this.all.delete(socket);
    for (const key of socket.keys) removeFrom(this.byKey, key, socket);
    removeFrom(this.bySession, socket.sessionId, socket);
    removeFrom(this.byUser, socket.userId, socket);
  }

  /**
   * Closes the sockets whose session has ended since they were last checked:
   * those past their known expiry (now, on a clock tick) or, after missed
   * events, all of them. Revocations arrive as 'close' events; this catches
   * expiry, which no change announces.
   */
  async checkSessions(now: Date, all = false): Promise<void> {
    const due = [...this.all].filter((s) => all || s.sessionExpireTime <= now);
    if (due.length === 0) return;
    const live = await new SessionRepository(this.db).liveExpiries([...new Set(due.map((s) => s.sessionId))], now);
    for (const socket of due) {
      const expiry = live.get(socket.sessionId);
      if (expiry) socket.sessionExpireTime = expiry;
      else this.closeSocket(socket, 'session_ended');
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

  private closeEvent(event: SocketCloseEvent): void {
    const targets = new Set<HubSocket>();
    for (const id of event.sessionIds ?? []) for (const s of this.bySession.get(id) ?? []) targets.add(s);
    for (const id of event.userIds ?? []) for (const s of this.byUser.get(id) ?? []) targets.add(s);
    for (const socket of targets) this.closeSocket(socket, event.reason);
  }

  /** Out of the hub first, so not one more frame reaches it while the close handshake runs. */
  private closeSocket(socket: HubSocket, reason: SocketCloseEvent['reason']): void {
    this.remove(socket);
    try {
      socket.close(SOCKET_CLOSE_CODE[reason], reason);
    } catch (error) {
      this.onError(error);
    }
  }

  private async handle(event: ImEvent): Promise<void> {
    if (event.kind === 'close') return this.closeEvent(event);
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

  private async membersOf(event: Extract<ImEvent, { kind: 'message' | 'sync' }>): Promise<string[]> {
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

function addTo(map: Map<string, Set<HubSocket>>, key: string, socket: HubSocket): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function removeFrom(map: Map<string, Set<HubSocket>>, key: string, socket: HubSocket): void {
  const set = map.get(key);
  set?.delete(socket);
  if (set && set.size === 0) map.delete(key);
}
