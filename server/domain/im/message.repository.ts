import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventJson, ImageJson, IntentionJson, MessageTypeName } from './im.tables';
import { personName } from '@common/person-name';

type Db = Kysely<Database>;

export interface MessageRecord {
  id: string;
  conversationId: string;
  seq: string;
  type: MessageTypeName;
  senderKey: string;
  text: string;
  image: ImageJson | null;
  event: EventJson | null;
  intention: IntentionJson | null;
  clientMessageId: string;
  createTime: Date;
}

export interface NewMessage {
  conversationId: string;
  seq: string;
  type: MessageTypeName;
  senderKey: string;
  senderUserId: string | null;
  text?: string;
  image?: ImageJson | null;
  event?: EventJson | null;
  intention?: IntentionJson | null;
  clientMessageId?: string;
  createTime: Date;
}

const COLUMNS = [
  'id',
  'conversation_id',
  'seq',
  'type',
  'sender_key',
  'text',
  'image',
  'event',
  'intention',
  'client_message_id',
  'create_time',
] as const;

/** A stored row, or the to_jsonb() of one (ids as numbers, times as text). */
export function toMessageRecord(row: Record<string, unknown>): MessageRecord {
  return {
    id: String(row.id),
    conversationId: String(row.conversation_id),
    seq: String(row.seq),
    type: row.type as MessageTypeName,
    senderKey: String(row.sender_key),
    text: String(row.text ?? ''),
    image: (row.image as ImageJson | null) ?? null,
    event: (row.event as EventJson | null) ?? null,
    intention: (row.intention as IntentionJson | null) ?? null,
    clientMessageId: String(row.client_message_id ?? ''),
    createTime: row.create_time instanceof Date ? row.create_time : new Date(String(row.create_time)),
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export class MessageRepository {
  constructor(private readonly db: Db) {}

  async insert(message: NewMessage): Promise<MessageRecord> {
    const row = await this.db
      .insertInto('im_message')
      .values({
        conversation_id: message.conversationId,
        seq: message.seq,
        type: message.type,
        sender_key: message.senderKey,
        sender_user_id: message.senderUserId,
        text: message.text ?? '',
        image: json(message.image),
        event: json(message.event),
        intention: json(message.intention),
        client_message_id: message.clientMessageId ?? '',
        create_time: message.createTime,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toMessageRecord(row as unknown as Record<string, unknown>);
  }

  /** The message a sender already stored under this client id (a resend), or undefined. */
  async findByClientId(
    conversationId: string,
    senderKey: string,
    clientMessageId: string,
  ): Promise<MessageRecord | undefined> {
    const row = await this.db
      .selectFrom('im_message')
      .select(COLUMNS)
      .where('conversation_id', '=', conversationId)
      .where('sender_key', '=', senderKey)
      .where('client_message_id', '=', clientMessageId)
      .executeTakeFirst();
    return row && toMessageRecord(row as unknown as Record<string, unknown>);
  }

  async findById(conversationId: string, id: string): Promise<MessageRecord | undefined> {
    const row = await this.db
      .selectFrom('im_message')
      .select(COLUMNS)
      .where('conversation_id', '=', conversationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMessageRecord(row as unknown as Record<string, unknown>);
  }

  /** Up to limit messages oldest first: after afterSeq, before beforeSeq, or the latest. One more is read to tell has-more. */
  async page(
    conversationId: string,
    range: { afterSeq?: string; beforeSeq?: string },
    limit: number,
  ): Promise<{ list: MessageRecord[]; hasMore: boolean }> {
    let query = this.db.selectFrom('im_message').select(COLUMNS).where('conversation_id', '=', conversationId);
    const forward = range.afterSeq !== undefined;
    if (forward) query = query.where('seq', '>', range.afterSeq as string);
    if (range.beforeSeq !== undefined) query = query.where('seq', '<', range.beforeSeq);
    const rows = await query
      .orderBy('seq', forward ? 'asc' : 'desc')
      .limit(limit + 1)
      .execute();
    const hasMore = rows.length > limit;
    const list = rows.slice(0, limit).map((r) => toMessageRecord(r as unknown as Record<string, unknown>));
    if (!forward) list.reverse();
    return { list, hasMore };
  }

  async setIntention(id: string, intention: IntentionJson): Promise<void> {
    await this.db
      .updateTable('im_message')
      .set({ intention: JSON.stringify(intention) })
      .where('id', '=', id)
      .execute();
  }

  /** When the sender's messages since `since` were stored, oldest first, at most `limit`. */
  async recentSendTimes(senderUserId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('im_message')
      .select('create_time')
      .where('sender_user_id', '=', senderUserId)
      .where('create_time', '>', since)
      .orderBy('create_time', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.create_time).reverse();
  }

  /** The store and number of a booking order, to check an intention's order belongs to the store. */
  async bookingOrderOf(
    orderId: string,
  ): Promise<{ storeId: string; orderNo: string; userId: string | null } | undefined> {
    const row = await this.db
      .selectFrom('booking_order')
      .select(['store_id', 'order_no', 'user_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    return (
      row && { storeId: String(row.store_id), orderNo: row.order_no, userId: row.user_id ? String(row.user_id) : null }
    );
  }

  /** Whether the diner has ever booked at the store: what lets the store open a chat with them. */
  async dinerHasBookedAt(userId: string, storeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('booking_order')
      .select(sql<number>`1`.as('one'))
      .where('user_id', '=', userId)
      .where('store_id', '=', storeId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** An uploaded file by id, with its uploader: what an IMAGE message may point at. */
  async uploadedFile(
    fileId: string,
  ): Promise<{ storageKey: string; contentType: string; width: number; height: number; userId: string } | undefined> {
    const row = await this.db
      .selectFrom('uploaded_file')
      .select(['storage_key', 'content_type', 'width', 'height', 'user_id'])
      .where('id', '=', fileId)
      .executeTakeFirst();
    return (
      row && {
        storageKey: row.storage_key,
        contentType: row.content_type,
        width: row.width,
        height: row.height,
        userId: String(row.user_id),
      }
    );
  }

  /** The diner details an intention carries: the user's first diner record, else their phone. */
  async dinerContact(userId: string): Promise<{ name: string; phoneRegionCode: string; phone: string }> {
    const user = await this.db
      .selectFrom('app_user')
      .select(['nickname', 'phone', 'phone_region_code'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const diner = await this.db
      .selectFrom('user_diner')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const record = diner as Record<string, unknown> | undefined;
    const name = record
      ? personName({ lastName: String(record.last_name ?? ''), firstName: String(record.first_name ?? '') })
      : '';
    return {
      name: name || user?.nickname || '',
      phoneRegionCode: String(record?.phone_region_code || user?.phone_region_code || ''),
      phone: String(record?.phone || user?.phone || ''),
    };
  }
}
