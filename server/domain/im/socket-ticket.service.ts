import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImAccess, ImCaller } from './im-access';
import type { Party } from './im-party';
import { SocketTicketRepository } from './socket-ticket.repository';

/** How long a socket ticket can be used: enough for a slow connect, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_MS = 60_000;
export const SOCKET_PATH = '/im/socket';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The real-time socket is opened with a one-use ticket from an ordinary
 * (signed, session-checked) call, so every host connects the same way:
 * browsers cannot put headers on a WebSocket, and mini-programs keep no
 * cookies. Tickets live in the database, so any instance accepts one.
 */
export class SocketTicketService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly access: ImAccess,
    private readonly now: () => Date,
  ) {}

  async issue(userId: string, sessionId: string): Promise<{ ticket: string; path: string; expireTime: Date }> {
    const ticket = randomBytes(24).toString('base64url');
    const expireTime = new Date(this.now().getTime() + SOCKET_TICKET_TTL_MS);
    const tickets = new SocketTicketRepository(this.db);
    await tickets.purge(this.now());
    await tickets.insert({ hash: hashTicket(ticket), userId, sessionId, expireTime });
    return { ticket, path: SOCKET_PATH, expireTime };
  }

  /** The ticket's user and live session, once; undefined for an unknown, used or expired ticket or an ended session. */
  async redeem(ticket: string): Promise<{ userId: string; sessionId: string; sessionExpireTime: Date } | undefined> {
    if (!ticket || ticket.length > 100) return undefined;
    return new SocketTicketRepository(this.db).consume(hashTicket(ticket), this.now());
  }

  /** The member keys a socket of this caller receives events for. */
  async keysOf(caller: ImCaller): Promise<string[]> {
    return (await this.access.partiesOf(caller)).map((p: Party) => p.key);
  }
}
