import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { StoreRepository } from '../store/store.repository';
import type { BookingOrderRow } from './booking.tables';
import { checkDinerSnapshot, type PhoneRules } from './diner-snapshot';
import { MerchantDinerRepository } from './merchant-diner.repository';
import { isNoShowClose, undoNoShow } from './no-show-undo';
import { isArrivalEntry, undoArrival } from './arrival-undo';
import { isManagersUndo as managersUndo } from '@common/managers-undo';
import { OrderMutation, type Actor, type OrderScope } from './order-mutation';
import type { DinerSnapshot, OrderRecord } from './order.record';
import type { OrderPatch } from './order.repository';
import { checkRecordFields } from './order-rules';
import type { OrderAction } from './order-transitions';
import type { OrderRescheduleService } from './order-reschedule.service';
import { RecordRefRepository } from './record-ref.repository';

/** A field of the order a log entry can change back: its key in the log, its column, its current value. */
interface FieldSpec {
  column: keyof BookingOrderRow;
  read: (o: OrderRecord) => unknown;
}

const FIELDS: Record<string, FieldSpec> = {
  storeRemark: { column: 'store_remark', read: (o) => o.storeRemark },
  dinerRemark: { column: 'diner_remark', read: (o) => o.dinerRemark },
  platformTags: { column: 'platform_tags', read: (o) => o.platformTags },
  tagIds: { column: 'tag_ids', read: (o) => o.tagIds },
  takerId: { column: 'taker_id', read: (o) => o.takerId },
  channelId: { column: 'channel_id', read: (o) => o.channelId },
  extendedJson: { column: 'extended_json', read: (o) => o.extendedJson },
  inviteCode: { column: 'invite_code', read: (o) => o.inviteCode },
  dietPreference: { column: 'diet_preference', read: (o) => o.dietPreference },
  dietTaboo: { column: 'diet_taboo', read: (o) => o.dietTaboo },
  serviceRequirement: { column: 'service_requirement', read: (o) => o.serviceRequirement },
  merchantDinerId: { column: 'merchant_diner_id', read: (o) => o.merchantDinerId },
  dinerTitle: { column: 'diner_title', read: (o) => o.diner.title },
  dinerLastName: { column: 'diner_last_name', read: (o) => o.diner.lastName },
  dinerFirstName: { column: 'diner_first_name', read: (o) => o.diner.firstName },
  dinerPhoneRegionCode: { column: 'diner_phone_region_code', read: (o) => o.diner.phoneRegionCode },
  dinerPhone: { column: 'diner_phone', read: (o) => o.diner.phone },
  dinerLanguage: { column: 'diner_language', read: (o) => o.diner.language },
};

/** Log types whose change goes back by writing the logged "before" values. */
const FIELD_LOG_TYPES = [
  'MODIFY_STORE_REMARK',
  'MODIFY_DINER_REMARK',
  'TAG_LIST',
  'TAKER',
  'CHANNEL',
  'EXTENDED_JSON',
  'INVITE_CODE',
  'MODIFY_DINER',
];
/** Log types reverted by booking again with the old values (availability is checked again). */
const BOOKING_LOG_TYPES = ['MODIFY_PAX', 'MODIFY_TABLE_ALLOCATION'];

export function isRevertible(type: string, after: Record<string, unknown> = {}): boolean {
  return FIELD_LOG_TYPES.includes(type) || BOOKING_LOG_TYPES.includes(type) || isManagersUndo({ type, after });
}

/** Status undos (an arrival, a no-show): only a manager of the store may make them (common/managers-undo.ts). */
function isManagersUndo(entry: { type: string; after: Record<string, unknown> }): boolean {
  return managersUndo(entry.type, entry.after);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Record fields of an order (remarks, diner, tags, taker, channel, JSON, invite code) and reverts. */
export class OrderModifyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneRules,
    private readonly reschedule: OrderRescheduleService,
    private readonly now: () => Date,
  ) {}

  private act<T>(actor: Actor, fn: (m: OrderMutation) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new OrderMutation(trx, this.now(), actor)));
  }

  /** Sets fields (by log key) under an action of the transition table and logs before and after. */
  modify(
    scope: OrderScope,
    orderId: string,
    actor: Actor,
    action: OrderAction,
    logType: string,
    values: Record<string, unknown>,
  ): Promise<OrderRecord> {
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, scope);
      await this.checkRefs(m.trx, order, values);
      return this.write(m, order, action, logType, values);
    });
  }

  private async write(
    m: OrderMutation,
    order: OrderRecord,
    action: OrderAction,
    logType: string,
    values: Record<string, unknown>,
    remark = '',
    /** Logged beside the values, not written to the order (a revert names the entry type it undid). */
    note: Record<string, unknown> = {},
  ) {
    const patch: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      patch[FIELDS[key].column] = value;
      before[key] = FIELDS[key].read(order);
    }
    return m.apply(order, action, patch as OrderPatch, {
      type: logType,
      before,
      after: { ...values, ...note },
      remark,
    });
  }

  /** Tags, taker and channel must be the store's own. */
  private async checkRefs(db: Kysely<Database>, order: OrderRecord, values: Record<string, unknown>) {
    if (typeof values.extendedJson === 'string') checkRecordFields(values.extendedJson);
    await new RecordRefRepository(db).check(order.storeId, {
      tagIds: values.tagIds as string[] | undefined,
      takerId: values.takerId as string | null | undefined,
      channelId: values.channelId as string | null | undefined,
    });
  }

  /** The diner snapshot (and its merchant diner record, found or made by phone) and their needs. */
  modifyDiner(
    scope: OrderScope,
    orderId: string,
    actor: Actor,
    diner: DinerSnapshot | undefined,
    needs: { dietPreference: string; dietTaboo: string; serviceRequirement: string },
  ) {
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, scope);
      const snapshot = await checkDinerSnapshot(diner, undefined, this.phones);
      const merchantDinerId = snapshot.phone
        ? await new MerchantDinerRepository(m.trx).findOrCreate(order.merchantId, snapshot)
        : null;
      return this.write(m, order, 'MODIFY_RECORD', 'MODIFY_DINER', {
        dinerTitle: snapshot.title,
        dinerLastName: snapshot.lastName,
        dinerFirstName: snapshot.firstName,
        dinerPhoneRegionCode: snapshot.phoneRegionCode,
        dinerPhone: snapshot.phone,
        dinerLanguage: snapshot.language,
        merchantDinerId,
        ...needs,
      });
    });
  }

  /**
   * Undoes one logged change where it is safe: a field change whose fields
   * still hold what the entry wrote (nobody changed them since), or a party
   * or table change, booked again with the old values; a status recorded by
   * mistake (an arrival, a no-show) only by a manager of the store (`manager`:
   * canManageStore for the caller). Writes a REVERT entry.
   */
  revert(storeId: string, orderId: string, logId: string, actor: Actor, manager = false) {
    return this.act(actor, async (m) => {
      const order = await m.load(orderId, { storeId });
      const entry = (await m.logs.list(order.id)).find((l) => l.id === logId);
      if (!entry) throw domainError('not_found', 'orderNotFound');
      if (entry.revertedByLogId || !isRevertible(entry.type, entry.after)) {
        throw domainError('precondition', 'logNotRevertible');
      }
      if (isManagersUndo(entry) && !manager) throw domainError('permission', 'managersOnlyUndo');
      let updated: OrderRecord;
      if (isArrivalEntry(entry)) {
        updated = await undoArrival(m, order, entry);
      } else if (isNoShowClose(entry)) {
        const store = await new StoreRepository(m.trx).findById(order.storeId);
        updated = await undoNoShow(m, store?.timezone ?? 'Asia/Shanghai', order, entry);
      } else if (FIELD_LOG_TYPES.includes(entry.type)) {
        const unchanged = Object.entries(entry.after).every(([k, v]) => FIELDS[k] && same(FIELDS[k].read(order), v));
        if (!unchanged) throw domainError('precondition', 'logNotRevertible');
        await this.checkRefs(m.trx, order, entry.before);
        // What was undone is a code the reader's app puts in words (revertedType), not a sentence of ours.
        updated = await this.write(m, order, 'MODIFY_RECORD', 'REVERT', entry.before, '', {
          revertedType: entry.type,
        });
      } else {
        const b = entry.before as {
          adultCount?: number;
          childCount?: number;
          itemIds?: string[];
          date?: string;
          shiftId?: string;
          startSecond?: number;
        };
        updated = await this.reschedule.apply(
          m,
          order,
          {
            adultCount: b.adultCount,
            childCount: b.childCount,
            itemIds: b.itemIds,
            date: b.date,
            shiftId: b.shiftId,
            startSecond: b.startSecond,
          },
          false,
        );
        await m.log(order, {
          type: 'REVERT',
          before: entry.after,
          after: { ...entry.before, revertedType: entry.type },
        });
      }
      const revertLog = (await m.logs.list(order.id)).at(-1)!;
      await m.logs.markReverted(entry.id, revertLog.id);
      return updated;
    });
  }
}
