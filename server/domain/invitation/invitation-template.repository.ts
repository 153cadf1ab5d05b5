import type { Kysely, Selectable } from 'kysely';
import type { InvitationStyle } from '@common/invitation-card';
import type { Database } from '../../db/schema';
import type { InvitationTemplateRow } from '../notification/notification.tables';

export interface InvitationTemplateRecord extends InvitationStyle {
  id: string;
  storeId: string;
  isDefault: boolean;
  inUse: boolean;
  createTime: Date;
  updateTime: Date;
}

function toRecord(r: Selectable<InvitationTemplateRow>, inUse: boolean): InvitationTemplateRecord {
  return {
    id: r.id,
    storeId: r.store_id,
    isDefault: r.is_default,
    inUse: inUse || r.is_default,
    name: r.name,
    theme: r.theme,
    primaryColor: r.primary_color,
    backgroundColor: r.background_color,
    textColor: r.text_color,
    coverImageUrl: r.cover_image_url,
    backgroundImageUrl: r.background_image_url,
    imageUrls: r.image_urls,
    parkingImageUrl: r.parking_image_url,
    greeting: r.greeting,
    showSeat: r.show_seat,
    showPeople: r.show_people,
    showTime: r.show_time,
    showTaker: r.show_taker,
    createTime: r.create_time,
    updateTime: r.update_time,
  };
}

const columns = (s: InvitationStyle) => ({
  name: s.name,
  theme: s.theme,
  primary_color: s.primaryColor,
  background_color: s.backgroundColor,
  text_color: s.textColor,
  cover_image_url: s.coverImageUrl,
  background_image_url: s.backgroundImageUrl,
  image_urls: s.imageUrls,
  parking_image_url: s.parkingImageUrl,
  greeting: s.greeting,
  show_seat: s.showSeat,
  show_people: s.showPeople,
  show_time: s.showTime,
  show_taker: s.showTaker,
});

/** SQL of invitation templates and of the template an order names. */
export class InvitationTemplateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(storeId: string): Promise<InvitationTemplateRecord[]> {
    const rows = await this.db
      .selectFrom('invitation_template')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
    const used = await this.usedIds(rows.map((r) => r.id));
    return rows.map((r) => toRecord(r, used.has(r.id)));
  }

  async find(storeId: string, id: string, lock = false): Promise<InvitationTemplateRecord | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    let query = this.db
      .selectFrom('invitation_template')
      .selectAll()
      .where('id', '=', id)
      .where('store_id', '=', storeId);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? toRecord(row, (await this.usedIds([row.id])).has(row.id)) : undefined;
  }

  async defaultOf(storeId: string): Promise<InvitationTemplateRecord | undefined> {
    const row = await this.db
      .selectFrom('invitation_template')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    return row ? toRecord(row, true) : undefined;
  }

  private async usedIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('booking_order_invitation')
      .select('invitation_template_id')
      .distinct()
      .where('invitation_template_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.invitation_template_id));
  }

  async insert(storeId: string, style: InvitationStyle, isDefault: boolean, now: Date): Promise<string> {
    const row = await this.db
      .insertInto('invitation_template')
      .values({ store_id: storeId, is_default: isDefault, ...columns(style), create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: string, style: InvitationStyle, now: Date): Promise<void> {
    await this.db
      .updateTable('invitation_template')
      .set({ ...columns(style), update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('invitation_template').where('id', '=', id).execute();
  }

  async lockStore(storeId: string): Promise<void> {
    await this.db.selectFrom('store').select('id').where('id', '=', storeId).forUpdate().execute();
  }

  async setDefault(storeId: string, id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('invitation_template')
      .set({ is_default: false, update_time: now })
      .where('store_id', '=', storeId)
      .where('is_default', '=', true)
      .execute();
    await this.db
      .updateTable('invitation_template')
      .set({ is_default: true, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async templateOfOrder(orderId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('booking_order_invitation')
      .select('invitation_template_id')
      .where('booking_order_id', '=', orderId)
      .executeTakeFirst();
    return row?.invitation_template_id;
  }

  async setOrderTemplate(orderId: string, templateId: string | null, now: Date): Promise<void> {
    if (!templateId) {
      await this.db.deleteFrom('booking_order_invitation').where('booking_order_id', '=', orderId).execute();
      return;
    }
    await this.db
      .insertInto('booking_order_invitation')
      .values({ booking_order_id: orderId, invitation_template_id: templateId, update_time: now })
      .onConflict((oc) =>
        oc.column('booking_order_id').doUpdateSet({ invitation_template_id: templateId, update_time: now }),
      )
      .execute();
  }

  async takerName(takerId: string | null): Promise<string> {
    if (!takerId) return '';
    const row = await this.db
      .selectFrom('booking_order_taker')
      .select('name')
      .where('id', '=', takerId)
      .executeTakeFirst();
    return row?.name ?? '';
  }
}
