import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  QueueSessionSchema,
  QueueSettingSchema,
  QueueTicket_Source,
  QueueTicket_Status,
  QueueTicketSchema,
  QueueTypeSchema,
  type QueueSession,
  type QueueSetting,
  type QueueTicket,
  type QueueType,
} from '@gen/booking/v1/queue_pb';
import type { QueueSettingRecord } from '../domain/queue/queue.repository';
import type { SessionView, TicketView, TypeView } from '../domain/queue/queue-board.service';
import { valueOf } from './enum-names';

const ts = (d: Date | null | undefined) => (d ? timestampFromDate(d) : undefined);

export function toQueueSetting(setting: QueueSettingRecord): QueueSetting {
  return create(QueueSettingSchema, {
    typeList: setting.types,
    remoteEnabled: setting.remoteEnabled,
    holdMinute: setting.holdMinute,
  });
}

export function fromQueueSetting(setting: QueueSetting): QueueSettingRecord {
  return {
    types: setting.typeList.map((t) => ({ code: t.code, minPeople: t.minPeople, maxPeople: t.maxPeople })),
    remoteEnabled: setting.remoteEnabled,
    holdMinute: setting.holdMinute,
  };
}

export function toQueueType(view: TypeView): QueueType {
  return create(QueueTypeSchema, {
    id: view.type.id,
    code: view.type.code,
    minPeople: view.type.min_people,
    maxPeople: view.type.max_people,
    waitingCount: view.waitingCount,
    nextWaitSecond: view.nextWaitSecond,
  });
}

/** The stand code goes to staff only: it is what the stand's QR code carries. */
export function toQueueSession(view: SessionView, withStandCode: boolean): QueueSession {
  return create(QueueSessionSchema, {
    id: view.session.id,
    businessDate: view.session.business_date,
    storeShiftId: view.session.store_shift_id,
    shiftName: view.shiftName,
    open: view.session.open,
    remoteEnabled: view.session.remote_enabled,
    holdMinute: view.session.hold_minute,
    standCode: withStandCode ? view.session.stand_code : '',
    typeList: view.types.map(toQueueType),
  });
}

export function toQueueTicket(view: TicketView): QueueTicket {
  const t = view.ticket;
  return create(QueueTicketSchema, {
    id: t.id,
    storeId: t.store_id,
    number: view.number,
    typeCode: view.typeCode,
    people: t.people,
    status: valueOf(QueueTicket_Status, t.status) as QueueTicket_Status,
    source: valueOf(QueueTicket_Source, t.source) as QueueTicket_Source,
    place: view.place,
    estimatedWaitSecond: view.waitSecond,
    takeTime: ts(t.take_time),
    callTime: ts(t.call_time),
    holdUntil: ts(t.hold_until),
    onMyWayTime: ts(t.on_my_way_time),
    seatTime: ts(t.seat_time),
    skipped: t.skip_count > 0,
    phoneRegionCode: t.phone_region_code,
    phone: t.phone,
    storeTableItemId: t.store_table_item_id ?? '0',
    tableName: view.tableName,
    storeName: view.storeName,
    queueOpen: view.queueOpen,
  });
}
