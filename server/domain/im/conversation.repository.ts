import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ConversationTypeName, ImConversationRow } from './im.tables';
import { toMessageRecord, type MessageRecord } from './message.repository';
import type { Party } from './im-party';

type Db = Kysely<Database>;

export interface ConversationRecord {
  id: string;
  type: ConversationTypeName;
  subjectType: string;
  subjectId: string;
  title: string;
  lastSeq: string;
  updateTime: Date;
}

export interface MemberRecord {
  conversationId: string;
  key: string;
  type: string;
  id: string;
  lastReadSeq: string;
}

/** One row of an inbox: the conversation, the caller's member, the other member of a single, the last message. */
export interface InboxRow {
  conversation: ConversationRecord;
  member: MemberRecord;
  otherKey: string | null;
  memberCount: number;
  lastMessage: MessageRecord | null;
}

function toConversation(row: Pick<ImConversationRow, never> & Record<string, unknown>): ConversationRecord {
  return {
    id: String(row.id),
    type: row.type as ConversationTypeName,
    subjectType: String(row.subject_type),
    subjectId: String(row.subject_id),
    title: String(row.title),
    lastSeq: String(row.last_seq),
    updateTime: row.update_time as Date,
  };
}

/** Conversations and their members. Works in or out of a transaction (pass the trx). */
export class ConversationRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<ConversationRecord | undefined> {
    const row = await this.db.selectFrom('im_conversation').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toConversation(row as unknown as Record<string, unknown>);
  }

  async findIdBySingleKey(singleKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('im_conversation')
      .select('id')
      .where('single_key', '=', singleKey)
      .executeTakeFirst();
    return row?.id;
  }

  async findIdBySubject(subjectType: string, subjectId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('im_conversation')
      .select('id')
      .where('type', '=', 'GROUP')
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    return row?.id;
  }

  /** A new single conversation, or undefined when another call made the pair's first (the caller reads it). */
  async insertSingle(singleKey: string): Promise<string | undefined> {
    const row = await this.db
      .insertInto('im_conversation')
      .values({ type: 'SINGLE', single_key: singleKey })
      .onConflict((oc) => oc.column('single_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async insertGroup(subjectType: string, subjectId: string, title: string): Promise<string | undefined> {
    const row = await this.db
      .insertInto('im_conversation')
      .values({ type: 'GROUP', single_key: null, subject_type: subjectType, subject_id: subjectId, title })
      .onConflict((oc) => oc.columns(['subject_type', 'subject_id']).where('type', '=', sql.lit('GROUP')).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async setTitle(id: string, title: string): Promise<void> {
    await this.db.updateTable('im_conversation').set({ title }).where('id', '=', id).execute();
  }

  /** Takes the next seq, locking the conversation until the transaction ends: messages of one conversation queue here. */
  async takeNextSeq(id: string, at: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('im_conversation')
      .set({ last_seq: sql`last_seq + 1`, update_time: at })
      .where('id', '=', id)
      .returning('last_seq')
      .executeTakeFirst();
    return row?.last_seq;
  }

  /** Adds the member, or brings a member who left back. True when the member is new or came back. */
  async addMember(conversationId: string, member: Party): Promise<boolean> {
    const row = await this.db
      .insertInto('im_member')
      .values({
        conversation_id: conversationId,
        member_key: member.key,
        member_type: member.type,
        member_id: member.id,
        last_read_seq: sql`(SELECT last_seq FROM im_conversation WHERE id = ${conversationId})`,
      })
      .onConflict((oc) =>
        oc
          .columns(['conversation_id', 'member_key'])
          .doUpdateSet({ delete_time: null })
          .where('im_member.delete_time', 'is not', null),
      )
      .returning('member_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** True when the member was there and has now left. */
  async removeMember(conversationId: string, memberKey: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('im_member')
      .set({ delete_time: at })
      .where('conversation_id', '=', conversationId)
      .where('member_key', '=', memberKey)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The conversation and its live member keys, in one read. */
  async findWithMembers(id: string): Promise<{ conversation: ConversationRecord; memberKeys: string[] } | undefined> {
    const row = await this.db
      .selectFrom('im_conversation as c')
      .selectAll('c')
      .select(
        sql<string[]>`ARRAY(SELECT m.member_key FROM im_member m
          WHERE m.conversation_id = c.id AND m.delete_time IS NULL ORDER BY m.member_key)`.as('member_keys'),
      )
      .where('c.id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        conversation: toConversation(row as unknown as Record<string, unknown>),
        memberKeys: row.member_keys,
      }
    );
  }

  /** The live member with this key, or undefined. */
  async findMember(conversationId: string, memberKey: string): Promise<MemberRecord | undefined> {
    const row = await this.db
      .selectFrom('im_member')
      .select(['conversation_id', 'member_key', 'member_type', 'member_id', 'last_read_seq'])
      .where('conversation_id', '=', conversationId)
      .where('member_key', '=', memberKey)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        conversationId: row.conversation_id,
        key: row.member_key,
        type: row.member_type,
        id: row.member_id,
        lastReadSeq: row.last_read_seq,
      }
    );
  }

  async liveMemberKeys(conversationId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('im_member')
      .select('member_key')
      .where('conversation_id', '=', conversationId)
      .where('delete_time', 'is', null)
      .orderBy('member_key')
      .execute();
    return rows.map((r) => r.member_key);
  }

  /** Moves the member's read mark forward to seq (never back, never past the last message). */
  async markRead(conversationId: string, memberKey: string, seq: string): Promise<string> {
    const row = await this.db
      .updateTable('im_member')
      .set({
        last_read_seq: sql`GREATEST(last_read_seq, LEAST(${seq}::bigint, (SELECT last_seq FROM im_conversation WHERE id = ${conversationId})))`,
      })
      .where('conversation_id', '=', conversationId)
      .where('member_key', '=', memberKey)
      .where('delete_time', 'is', null)
      .returning('last_read_seq')
      .executeTakeFirst();
    return row?.last_read_seq ?? '0';
  }

  /** Unread messages per member key, over the live conversations of each. */
  async unreadByKey(keys: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>(keys.map((k) => [k, 0]));
    if (keys.length === 0) return counts;
    const rows = await this.db
      .selectFrom('im_member as m')
      .innerJoin('im_conversation as c', 'c.id', 'm.conversation_id')
      .select(['m.member_key', sql<string>`SUM(GREATEST(c.last_seq - m.last_read_seq, 0))`.as('unread')])
      .where('m.member_key', 'in', keys)
      .where('m.delete_time', 'is', null)
      .groupBy('m.member_key')
      .execute();
    for (const row of rows) counts.set(row.member_key, Number(row.unread));
    return counts;
  }

  /** A member's live conversations, the most recently active first. */
  async inbox(memberKey: string, limit: number, offset: number, conversationId?: string): Promise<InboxRow[]> {
    let query = this.db
      .selectFrom('im_member as m')
      .innerJoin('im_conversation as c', 'c.id', 'm.conversation_id')
      .leftJoin('im_message as last', (join) =>
        join.onRef('last.conversation_id', '=', 'c.id').onRef('last.seq', '=', 'c.last_seq'),
      )
      .select([
        'c.id',
        'c.type',
        'c.subject_type',
        'c.subject_id',
        'c.title',
        'c.last_seq',
        'c.update_time',
        'm.member_key',
        'm.member_type',
        'm.member_id',
        'm.last_read_seq',
        sql<string | null>`(SELECT o.member_key FROM im_member o
          WHERE o.conversation_id = c.id AND o.member_key <> m.member_key AND c.type = 'SINGLE' LIMIT 1)`.as(
          'other_key',
        ),
        sql<number>`(SELECT count(*)::int FROM im_member n WHERE n.conversation_id = c.id AND n.delete_time IS NULL)`.as(
          'member_count',
        ),
        sql<Record<string, unknown> | null>`CASE WHEN last.id IS NULL THEN NULL ELSE to_jsonb(last) END`.as('last'),
      ])
      .where('m.member_key', '=', memberKey)
      .where('m.delete_time', 'is', null);
    if (conversationId) query = query.where('c.id', '=', conversationId);
    const rows = await query
      .orderBy('c.update_time', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      conversation: toConversation(row as unknown as Record<string, unknown>),
      member: {
        conversationId: row.id,
        key: row.member_key,
        type: row.member_type,
        id: row.member_id,
        lastReadSeq: row.last_read_seq,
      },
      otherKey: row.other_key,
      memberCount: Number(row.member_count),
      lastMessage: row.last ? toMessageRecord(row.last) : null,
    }));
  }

  async countInbox(memberKey: string): Promise<number> {
    const row = await this.db
      .selectFrom('im_member')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_key', '=', memberKey)
      .where('delete_time', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
