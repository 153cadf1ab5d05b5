import type { Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { OperatorInfoService, OperatorRef } from '../identity/operator-info.service';
import { ConversationRepository, type InboxRow } from './conversation.repository';
import type { ImAccess, ImCaller } from './im-access';
import type { Party } from './im-party';
import { pageLimit } from './message-rules';
import type { SingleConversations } from './single-conversations';

export interface NamedParty {
  party: Party;
  name: string;
  avatarUrl: string;
  /** A store's name per language; {} for people. */
  intlName: IntlTextJson;
}

export interface InboxEntry extends InboxRow {
  /** SINGLE: the other member with its name; GROUP: undefined. */
  other?: NamedParty;
  unreadCount: number;
}

/** The inbox (spec section 7: operator info, conversations, single-conversation existence). */
export class ConversationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly access: ImAccess,
    private readonly singles: SingleConversations,
    private readonly operatorInfo: OperatorInfoService,
  ) {}

  /** The parties the caller chats as, named, with unread counts: the tab badges. */
  async operators(
    caller: ImCaller,
  ): Promise<{ list: Array<NamedParty & { unreadCount: number }>; unreadTotal: number }> {
    const parties = await this.access.partiesOf(caller);
    const [names, unread] = await Promise.all([
      this.names(parties),
      new ConversationRepository(this.db).unreadByKey(parties.map((p) => p.key)),
    ]);
    const list = parties.map((party) => ({
      party,
      name: names.get(party.key)?.name ?? '',
      avatarUrl: names.get(party.key)?.avatarUrl ?? '',
      intlName: names.get(party.key)?.intlName ?? {},
      unreadCount: unread.get(party.key) ?? 0,
    }));
    return { list, unreadTotal: list.reduce((sum, p) => sum + p.unreadCount, 0) };
  }

  async list(
    caller: ImCaller,
    operator: OperatorRef | undefined,
    page: { limit: number; offset: number; withTotal: boolean },
  ): Promise<{ actor: Party; list: InboxEntry[]; total: number; unreadTotal: number }> {
    const actor = await this.access.actingAs(caller, operator);
    const conversations = new ConversationRepository(this.db);
    const rows = await conversations.inbox(actor.key, pageLimit(page.limit), Math.max(0, page.offset));
    const [list, total, unread] = await Promise.all([
      this.entries(rows),
      page.withTotal ? conversations.countInbox(actor.key) : Promise.resolve(0),
      conversations.unreadByKey([actor.key]),
    ]);
    return { actor, list, total, unreadTotal: unread.get(actor.key) ?? 0 };
  }

  async get(caller: ImCaller, operator: OperatorRef | undefined, conversationId: string) {
    const actor = await this.access.actingAs(caller, operator);
    const conversations = new ConversationRepository(this.db);
    const [row] = await conversations.inbox(actor.key, 1, 0, conversationId);
    // Someone else's conversation answers as a missing one: ids cannot be probed.
    if (!row) throw domainError('not_found', 'imConversationNotFound');
    const [entry] = await this.entries([row]);
    return { actor, entry };
  }

  /** The pair's conversation id ('0' when none yet) and the member's name for a temporary conversation's title. */
  async existSingle(caller: ImCaller, operator: OperatorRef | undefined, member: OperatorRef | null | undefined) {
    const actor = await this.access.actingAs(caller, operator);
    const target = await this.singles.target(actor, member);
    const [id, names] = await Promise.all([this.singles.existing(actor, target), this.names([target])]);
    const named = names.get(target.key);
    return {
      conversationId: id ?? '0',
      title: named?.name ?? '',
      avatarUrl: named?.avatarUrl ?? '',
      intlTitle: named?.intlName ?? {},
    };
  }

  private async entries(rows: InboxRow[]): Promise<InboxEntry[]> {
    const others = rows
      .map((r) => r.otherKey)
      .filter((k): k is string => !!k)
      .map((key) => {
        const [type, id = '0'] = key.split(':');
        return { type, id, key } as Party;
      });
    const names = await this.names(others);
    return rows.map((row) => {
      const named = row.otherKey ? names.get(row.otherKey) : undefined;
      const other = others.find((p) => p.key === row.otherKey);
      const unreadCount = Math.max(0, Number(row.conversation.lastSeq) - Number(row.member.lastReadSeq));
      return {
        ...row,
        other: other && {
          party: other,
          name: named?.name ?? '',
          avatarUrl: named?.avatarUrl ?? '',
          intlName: named?.intlName ?? {},
        },
        unreadCount,
      };
    });
  }

  private async names(
    parties: Party[],
  ): Promise<Map<string, { name: string; avatarUrl: string; intlName: IntlTextJson }>> {
    const infos = await this.operatorInfo.fulfill(parties.map((p) => ({ type: p.type, id: p.id })));
    return new Map(infos.map((i) => [i.key, { name: i.name, avatarUrl: i.avatarUrl, intlName: i.intlName }]));
  }
}
