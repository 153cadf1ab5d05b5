import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderDraft } from './order-draft';
import { madeOrder, type DecidedColumns, type OrderRecord } from './order.record';
import type { OrderStatus } from './booking.tables';

/** An order of the same creator that a new booking must not duplicate. */
export interface CreatorConflict {
  id: string;
  status: OrderStatus;
  sameKey: boolean;
}

/**
 * What creatorConflicts asks for one create: the creator's order made with
 * the same idempotency key, and (check) the creator's orders at the store
 * that overlap the new time and still wait for payment or confirmation,
 * whether they made them or staff made them for their phone.
 */
export interface ConflictQuestion {
  creatorUserId: string;
  idempotencyKey: string | null;
  check: { storeId: string; startTime: Date; endTime: Date } | null;
}

/**
 * The SQL that makes booking orders, for a group of creates
 * (order-create-group.ts) or one: set-based, so a group costs PostgreSQL one
 * statement where one create per transaction would cost one each.
 */
export class OrderBatchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The conflicts of each question, in one query; the answer's lists follow the questions' order. */
  async creatorConflicts(questions: ConflictQuestion[]): Promise<CreatorConflict[][]> {
    const answers: CreatorConflict[][] = questions.map(() => []);
    const asked = questions
      .map((q, i) => ({ q, i }))
      .filter(({ q }) => q.idempotencyKey || q.check)
      .map(({ q, i }) => ({
        i,
        creator: q.creatorUserId,
        key: q.idempotencyKey,
        store_id: q.check?.storeId ?? null,
        start_t: q.check?.startTime.toISOString() ?? null,
        end_t: q.check?.endTime.toISOString() ?? null,
      }));
    if (asked.length === 0) return answers;
    const rows = await sql<{ i: number; id: string; status: CreatorConflict['status']; same_key: boolean }>`
      SELECT q.i, o.id, o.status,
        coalesce(o.creator_user_id = q.creator AND o.idempotency_key = q.key, false) AS same_key
      FROM jsonb_to_recordset(${JSON.stringify(asked)}::jsonb)
        AS q(i int, creator bigint, key text, store_id bigint, start_t timestamptz, end_t timestamptz)
      JOIN booking_order o ON (o.creator_user_id = q.creator AND o.idempotency_key = q.key)
        -- The diner's orders as "my orders" lists them: made by them, or
        -- made by staff for their phone (linked to their account).
        OR ((o.creator_user_id = q.creator OR o.user_id = q.creator)
          AND o.store_id = q.store_id AND o.status IN ('WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM')
          AND o.start_time < q.end_t AND o.end_time > q.start_t)`.execute(this.db);
    for (const r of rows.rows) answers[r.i].push({ id: r.id, status: r.status, sameKey: r.same_key });
    return answers;
  }

  /**
   * Orders in one statement: each diner record found or created once per
   * phone, every order with its holds and CREATE log. Answers in the drafts'
   * order. A hold overlapping another fails the whole statement with
   * SQLSTATE 23P01 (the exclusion constraint).
   *
   * The statement answers only what the database decides (madeOrder): the
   * whole rows back cost a group of 20 about a sixth of its time, in
   * PostgreSQL writing them out and node-postgres parsing them.
   */
  async insertWithHolds(drafts: Pick<OrderDraft, 'order' | 'log'>[]): Promise<OrderRecord[]> {
    const rows = drafts.map(({ order: o, log }, i) => ({
      i,
      store_id: o.storeId,
      merchant_id: o.merchantId,
      status: o.status,
      source: o.source,
      user_id: o.userId,
      diner_title: o.diner.title,
      diner_last_name: o.diner.lastName,
      diner_first_name: o.diner.firstName,
      diner_phone_region_code: o.diner.phoneRegionCode,
      diner_phone: o.diner.phone,
      diner_language: o.diner.language,
      adult_count: o.adultCount,
      child_count: o.childCount,
      reservation_date: o.reservationDate,
      store_shift_id: o.shiftId,
      store_shift_name: o.shiftName,
      reservation_start_second: o.startSecond,
      reservation_end_second: o.endSecond,
      start_time: o.startTime.toISOString(),
      end_time: o.endTime.toISOString(),
      store_table_id: o.tableId,
      store_table_item_ids: o.itemIds,
      store_table_item_names: o.itemNames,
      seat_count: o.seatCount,
      channel_id: o.channelId,
      taker_id: o.takerId,
      platform_tags: o.platformTags,
      tag_ids: o.tagIds,
      diner_remark: o.dinerRemark,
      store_remark: o.storeRemark,
      diet_preference: o.dietPreference,
      diet_taboo: o.dietTaboo,
      service_requirement: o.serviceRequirement,
      extended_json: o.extendedJson,
      invite_code: o.inviteCode,
      deposit_amount: o.depositAmount,
      creator_user_id: o.creatorUserId,
      creator_type: o.creatorType,
      idempotency_key: o.idempotencyKey,
      order_time: o.orderTime.toISOString(),
      store_confirm_time: o.storeConfirmTime?.toISOString() ?? null,
      deposit_expire_time: o.depositExpireTime?.toISOString() ?? null,
      cancel_deadline_time: o.cancelDeadlineTime?.toISOString() ?? null,
      log_operator_type: log.operatorType,
      log_operator_user_id: log.operatorUserId,
      log_after: log.after,
    }));
    const result = await sql<DecidedColumns & { i: number }>`
      WITH r AS MATERIALIZED (
        -- The ids are drawn first so the holds, the logs and the answer can
        -- be matched to their drafts.
        SELECT r.*, nextval('booking_order_id_seq') AS id
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
          i int, store_id bigint, merchant_id bigint, status text, source text, user_id bigint,
          diner_title text, diner_last_name text, diner_first_name text, diner_phone_region_code text,
          diner_phone text, diner_language text, adult_count int, child_count int, reservation_date date,
          store_shift_id bigint, store_shift_name text, reservation_start_second int, reservation_end_second int,
          start_time timestamptz, end_time timestamptz, store_table_id bigint, store_table_item_ids bigint[],
          store_table_item_names text[], seat_count int, channel_id bigint, taker_id bigint,
          platform_tags text[], tag_ids bigint[], diner_remark text, store_remark text, diet_preference text,
          diet_taboo text, service_requirement text, extended_json text, invite_code text, deposit_amount bigint,
          creator_user_id bigint, creator_type text, idempotency_key text, order_time timestamptz,
          store_confirm_time timestamptz, deposit_expire_time timestamptz, cancel_deadline_time timestamptz,
          log_operator_type text, log_operator_user_id bigint, log_after jsonb)
      ), phones AS (
        -- One row per phone: ON CONFLICT may not touch a row twice.
        SELECT DISTINCT ON (merchant_id, diner_phone_region_code, diner_phone)
          merchant_id, diner_phone_region_code AS region, diner_phone AS phone,
          diner_title, diner_last_name, diner_first_name, diner_language
        FROM r WHERE diner_phone <> ''
        ORDER BY merchant_id, diner_phone_region_code, diner_phone, i
      ), diner AS (
        -- MerchantDinerRepository.findOrCreate's rule, inlined to keep the
        -- create one statement: a record per phone, existing data kept; a
        -- known diner's row is only rewritten to link a user it lacked.
        INSERT INTO merchant_diner (merchant_id, phone_region_code, phone, title, last_name, first_name, language, user_id)
        SELECT p.merchant_id, p.region, p.phone, p.diner_title, p.diner_last_name, p.diner_first_name,
          p.diner_language, (SELECT id FROM app_user u WHERE u.phone_region_code = p.region AND u.phone = p.phone)
        FROM phones p
        ON CONFLICT (merchant_id, phone_region_code, phone) DO UPDATE
          SET user_id = EXCLUDED.user_id, update_time = now()
          WHERE merchant_diner.user_id IS NULL AND EXCLUDED.user_id IS NOT NULL
        RETURNING id, user_id, merchant_id, phone_region_code, phone
      ), known AS (
        -- One index lookup per phone (LIMIT keeps the planner from turning
        -- it into a scan of every diner of the merchant).
        SELECT m.id, m.user_id, m.merchant_id, m.phone_region_code, m.phone
        FROM phones p CROSS JOIN LATERAL (
          SELECT id, user_id, merchant_id, phone_region_code, phone FROM merchant_diner m
          WHERE m.merchant_id = p.merchant_id AND m.phone_region_code = p.region AND m.phone = p.phone
          LIMIT 1) m
      ), o AS (
        INSERT INTO booking_order (
          id, store_id, merchant_id, status, source, user_id, merchant_diner_id,
          diner_title, diner_last_name, diner_first_name, diner_phone_region_code, diner_phone, diner_language,
          adult_count, child_count, reservation_date, store_shift_id, store_shift_name, reservation_start_second,
          reservation_end_second, start_time, end_time, store_table_id, store_table_item_ids, store_table_item_names,
          seat_count, channel_id, taker_id,
          platform_tags, tag_ids, diner_remark, store_remark, diet_preference, diet_taboo, service_requirement,
          extended_json, invite_code, deposit_amount, creator_user_id, creator_type, idempotency_key,
          order_time, store_confirm_time, deposit_expire_time, cancel_deadline_time, create_time, update_time,
          store_shift_intl_name)
        SELECT
          r.id, r.store_id, r.merchant_id, r.status, r.source,
          COALESCE(r.user_id, d.user_id, k.user_id), COALESCE(d.id, k.id),
          r.diner_title, r.diner_last_name, r.diner_first_name, r.diner_phone_region_code, r.diner_phone,
          r.diner_language, r.adult_count, r.child_count, r.reservation_date, r.store_shift_id, r.store_shift_name,
          r.reservation_start_second, r.reservation_end_second, r.start_time, r.end_time, r.store_table_id,
          r.store_table_item_ids, r.store_table_item_names, r.seat_count, r.channel_id, r.taker_id,
          r.platform_tags, r.tag_ids, r.diner_remark, r.store_remark, r.diet_preference, r.diet_taboo,
          r.service_requirement, r.extended_json, r.invite_code, r.deposit_amount, r.creator_user_id,
          r.creator_type, r.idempotency_key, r.order_time, r.store_confirm_time, r.deposit_expire_time,
          r.cancel_deadline_time, r.order_time, r.order_time,
          COALESCE((SELECT s.intl_name FROM store_shift s WHERE s.id = r.store_shift_id), '{}'::jsonb)
        FROM r
        LEFT JOIN diner d ON r.diner_phone <> '' AND d.merchant_id = r.merchant_id
          AND d.phone_region_code = r.diner_phone_region_code AND d.phone = r.diner_phone
        LEFT JOIN known k ON r.diner_phone <> '' AND k.merchant_id = r.merchant_id
          AND k.phone_region_code = r.diner_phone_region_code AND k.phone = r.diner_phone
        ORDER BY r.i
        RETURNING *
      ), holds AS (
        INSERT INTO table_occupancy (store_id, store_table_item_id, booking_order_id, kind, reservation_date,
          store_shift_id, start_second, end_second, during)
        SELECT o.store_id, item_id, o.id, 'ORDER', o.reservation_date, o.store_shift_id,
          o.reservation_start_second, o.reservation_end_second, tstzrange(o.start_time, o.end_time)
        FROM o, unnest(o.store_table_item_ids) AS item_id
        RETURNING id
      ), log AS (
        INSERT INTO booking_order_log (booking_order_id, type, operator_type, operator_user_id, after, create_time)
        SELECT o.id, 'CREATE', r.log_operator_type, r.log_operator_user_id, r.log_after, r.order_time
        FROM o JOIN r ON r.id = o.id
        RETURNING id
      )
      SELECT r.i, o.id, o.order_no, o.booking_code, o.user_id, o.merchant_diner_id, o.currency,
        o.store_shift_intl_name
      FROM o JOIN r ON r.id = o.id`.execute(this.db);
    const made: OrderRecord[] = new Array(drafts.length);
    for (const row of result.rows) made[row.i] = madeOrder(drafts[row.i].order, row);
    return made;
  }
}
