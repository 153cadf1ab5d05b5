import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MessageRecord } from './message.repository';

// What the chat tells the rest of the system, in two ways:
//
// 1. Real time: every change is published on the database channel
//    IM_CHANNEL inside the transaction that makes it (pg_notify is delivered
//    on commit, never for a rolled-back change). Each server instance
//    listens and pushes the event to the sockets of the members it names.
//
// 2. The notifications seam: hooks registered with onMessageCreated run
//    inside the same transaction as the message, so an outbox row written
//    there is stored exactly when the message is (the spec's "create IM
//    message" notification event, for members who are offline).

export const IM_CHANNEL = 'im_event';

/** Spec section 3, notification event types: the one a new message raises. */
export const CREATE_IM_MESSAGE_EVENT = 'CREATE_IM_MESSAGE';

export type SyncTypeName = 'CREATE_CONVERSATION' | 'CREATE_MEMBER' | 'DELETE_MEMBER';

export type ImEvent =
  | {
      kind: 'message';
      conversationId: string;
      seq: string;
      /** Live members to deliver to; absent when too many to fit (receivers look them up). */
      memberKeys?: string[];
      /** The message itself when it fits in a notification (receivers load it otherwise). */
      message?: MessageRecord;
    }
  | { kind: 'sync'; syncType: SyncTypeName; conversationId: string; memberKey: string; memberKeys?: string[] }
  | { kind: 'read'; conversationId: string; memberKey: string; readSeq: string }
  | SocketCloseEvent;

/**
 * Sockets that must close: those of ended sessions (logged out, kicked out,
 * replaced by a new login on the device, expired) and, on a change of
 * access (staff removed from a store, an administrator removed), every
 * socket of those users, which reconnect and hear only what they may now.
 */
export interface SocketCloseEvent {
  kind: 'close';
  reason: 'session_ended' | 'access_changed';
  sessionIds?: string[];
  userIds?: string[];
}

/** Close codes the client sees (4000-4999 are the application's). */
export const SOCKET_CLOSE_CODE: Record<SocketCloseEvent['reason'], number> = {
  session_ended: 4001,
  access_changed: 4003,
};

export interface MessageCreatedEvent {
  /** CREATE_IM_MESSAGE */
  eventType: typeof CREATE_IM_MESSAGE_EVENT;
  conversationId: string;
  conversationType: 'SINGLE' | 'GROUP';
  message: MessageRecord;
  /** Who typed it (a staff member answering as the store), null for system lines. */
  senderUserId: string | null;
  /** Live members other than the sender: whom a notification is for. */
  recipientKeys: string[];
}

/** Runs inside the message's transaction: write with `trx`, never call out to a provider here. */
export type MessageCreatedHook = (trx: Kysely<Database>, event: MessageCreatedEvent) => Promise<void>;

/** The registered hooks, shared by every service that stores messages. */
export class ImHooks {
  private readonly created: MessageCreatedHook[] = [];

  onMessageCreated(hook: MessageCreatedHook): void {
    this.created.push(hook);
  }

  async messageCreated(trx: Kysely<Database>, event: MessageCreatedEvent): Promise<void> {
    for (const hook of this.created) await hook(trx, event);
  }
}
