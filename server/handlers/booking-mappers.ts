import { intlToFields } from '@common/intl-text';
import { toFapiaoInput } from './fapiao-mappers';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  DailyInventoryCount_Availability,
  SlotInventory_State,
  type ShiftInventorySchema,
  type UsedTableItemSchema,
} from '@gen/booking/v1/availability_pb';
import {
  BookingOrder_CloseReason,
  BookingOrder_PlatformTag,
  BookingOrder_Source,
  BookingOrder_Status,
  BookingOrderLog_Type,
  DinerInfo_Title,
  type BookingOrderLogSchema,
  type BookingOrderSchema,
  type DinerInfo,
} from '@gen/booking/v1/booking_order_pb';
import { DepositPolicy_Mode, type BookingRule, type DepositPolicy } from '@gen/booking/v1/booking_rule_pb';
import { OperatorType } from '@gen/common/v1/enums_pb';
import type { DayCount, ShiftView } from '../domain/booking/availability.service';
import type { BookingRuleRecord, DepositPolicyRecord } from '../domain/booking/booking-rule.repository';
import type { UsedRecord } from '../domain/booking/occupancy.repository';
import { finalDue, finalRefundable, netPaid } from '../domain/booking/deposit/order-money';
import type { LogRecord } from '../domain/booking/order-log.repository';
import { isRevertible } from '../domain/booking/order-modify.service';
import type { DinerSnapshot, OrderRecord } from '../domain/booking/order.record';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

type Init<T extends DescMessage> = MessageInitShape<T>;
const ts = (d: Date | null) => (d ? timestampFromDate(d) : undefined);

export function fromDiner(d: DinerInfo | undefined): DinerSnapshot | undefined {
  if (!d) return undefined;
  return {
    title: nameOf(DinerInfo_Title, d.title),
    lastName: d.lastName,
    firstName: d.firstName,
    phoneRegionCode: d.phoneRegionCode,
    phone: d.phone,
    language: d.language,
  };
}

export const fromPlatformTags = (tags: BookingOrder_PlatformTag[]) => [
  ...new Set(tags.map((t) => nameOf(BookingOrder_PlatformTag, t)).filter(Boolean)),
];

/** An order as a viewer sees it; `viewerUserId` sets "made by someone else" from a diner's side. */
export function toOrder(o: OrderRecord, viewerUserId?: string): Init<typeof BookingOrderSchema> {
  const owner = viewerUserId ?? o.userId;
  return {
    model: toModel(o.id, o.createTime, o.updateTime),
    orderNo: o.orderNo,
    bookingCode: o.bookingCode,
    storeId: o.storeId,
    currency: o.currency,
    merchantId: o.merchantId,
    status: valueOf(BookingOrder_Status, o.status),
    closeReason: valueOf(BookingOrder_CloseReason, o.closeReason),
    cancelFromStatus: valueOf(BookingOrder_Status, o.cancelFromStatus),
    source: valueOf(BookingOrder_Source, o.source),
    diner: { ...o.diner, title: valueOf(DinerInfo_Title, o.diner.title) },
    merchantDinerId: o.merchantDinerId ?? '0',
    userId: o.userId ?? '0',
    adultCount: o.adultCount,
    childCount: o.childCount,
    peopleCount: o.adultCount + o.childCount,
    reservationDate: o.reservationDate,
    storeShiftId: o.shiftId,
    storeShiftName: o.shiftName,
    storeShiftIntlName: intlToFields(o.shiftIntlName),
    reservationStartSecond: o.startSecond,
    reservationEndSecond: o.endSecond,
    startTime: ts(o.startTime),
    endTime: ts(o.endTime),
    storeTableId: o.tableId ?? '0',
    storeTableItemIdList: o.itemIds,
    storeTableItemNameList: o.itemNames,
    seatCount: o.seatCount,
    channelId: o.channelId ?? '0',
    takerId: o.takerId ?? '0',
    platformTagList: o.platformTags.map((t) => valueOf(BookingOrder_PlatformTag, t)),
    tagIdList: o.tagIds,
    dinerRemark: o.dinerRemark,
    storeRemark: o.storeRemark,
    dietPreference: o.dietPreference,
    dietTaboo: o.dietTaboo,
    serviceRequirement: o.serviceRequirement,
    extendedJson: o.extendedJson,
    inviteCode: o.inviteCode,
    depositAmount: o.depositAmount,
    paidAmount: o.paidAmount,
    refundAmount: o.refundAmount,
    refundingAmount: o.refundingAmount,
    depositForfeitAmount: o.depositForfeitAmount,
    depositDiscountAmount: o.depositDiscountAmount,
    netPaidAmount: netPaid(o),
    finalPaymentAmount: o.finalPaymentAmount,
    mealCostAmount: o.mealCostAmount,
    totalAmount: o.totalAmount,
    creatorUserId: o.creatorUserId ?? '0',
    creatorType: valueOf(OperatorType, o.creatorType),
    isCreatedByOther: o.creatorUserId !== owner,
    closerUserId: o.closerUserId ?? '0',
    closerType: valueOf(OperatorType, o.closerType),
    orderTime: ts(o.orderTime),
    depositPaidTime: ts(o.depositPaidTime),
    storeConfirmTime: ts(o.storeConfirmTime),
    arrivalTime: ts(o.arrivalTime),
    finalPaymentTime: ts(o.finalPaymentTime),
    completeTime: ts(o.completeTime),
    turnoverTime: ts(o.turnoverTime),
    closeTime: ts(o.closeTime),
    depositExpireTime: ts(o.depositExpireTime),
    cancelDeadlineTime: ts(o.cancelDeadlineTime),
    finalPaidAmount: o.finalPaidAmount,
    finalRefundAmount: o.finalRefundAmount,
    finalRefundingAmount: o.finalRefundingAmount,
    finalForfeitAmount: o.finalForfeitAmount,
    finalRefundableAmount: finalRefundable(o),
    finalPaymentDueAmount: finalDue(o),
    fapiao: o.fapiao ? toFapiaoInput(o.fapiao) : undefined,
  };
}

export function toLog(l: LogRecord & { revocable: boolean }): Init<typeof BookingOrderLogSchema> {
  return {
    id: l.id,
    bookingOrderId: l.orderId,
    type: valueOf(BookingOrderLog_Type, l.type),
    operatorType: valueOf(OperatorType, l.operatorType),
    operatorUserId: l.operatorUserId ?? '0',
    operatorName: l.operatorName,
    beforeJson: JSON.stringify(l.before),
    afterJson: JSON.stringify(l.after),
    remark: l.remark,
    revertible: isRevertible(l.type, l.after) && !l.revertedByLogId,
    revertedByLogId: l.revertedByLogId ?? '0',
    createTime: timestampFromDate(l.createTime),
    revocable: l.revocable,
  };
}

export const toRule = (r: BookingRuleRecord) => ({ ...r });

export function fromRule(r: BookingRule): BookingRuleRecord {
  return {
    minPeople: r.minPeople,
    maxPeople: r.maxPeople,
    minQuantity: r.minQuantity,
    maxQuantity: r.maxQuantity,
    earliestBookingDate: r.earliestBookingDate.trim(),
    slotLeftOpen: r.slotLeftOpen,
    defaultDurationSecond: r.defaultDurationSecond,
  };
}

export const toDepositPolicy = (p: DepositPolicyRecord) => ({
  storeShiftId: p.shiftId ?? '0',
  minPeople: p.minPeople,
  maxPeople: p.maxPeople,
  mode: valueOf(DepositPolicy_Mode, p.mode),
  amount: p.amount,
});

export function fromDepositPolicy(p: DepositPolicy): DepositPolicyRecord {
  return {
    shiftId: p.storeShiftId === '0' ? null : p.storeShiftId,
    minPeople: p.minPeople,
    maxPeople: p.maxPeople,
    mode: nameOf(DepositPolicy_Mode, p.mode) as DepositPolicyRecord['mode'],
    amount: p.amount,
  };
}

export function toShiftInventory(v: ShiftView): Init<typeof ShiftInventorySchema> {
  return {
    storeShiftId: v.shift.id,
    name: v.shift.name,
    intlName: intlToFields(v.shift.intlName),
    startSecond: v.shift.startSecond,
    endSecond: v.shift.endSecond,
    slotList: v.slots.map((s) => ({
      startSecond: s.startSecond,
      endSecond: s.endSecond,
      state: valueOf(SlotInventory_State, s.state),
      freeTableItemCount: s.freeCount,
      remainingReminder: s.reminder,
      hidden: s.hidden,
    })),
  };
}

/**
 * A diner's day of slots: what the diner's screens show (each time, how long
 * the party's table is held, whether it can be booked) and nothing of the
 * store's stock: the free-item count and the reminder are staff's
 * (toShiftInventory); diners never get a hidden slot. Proto3 JSON leaves the
 * zero fields out, so the answer is shorter by a sixth.
 */
export function toDinerShiftInventory(v: ShiftView): Init<typeof ShiftInventorySchema> {
  return {
    storeShiftId: v.shift.id,
    name: v.shift.name,
    intlName: intlToFields(v.shift.intlName),
    startSecond: v.shift.startSecond,
    endSecond: v.shift.endSecond,
    slotList: v.slots.map((s) => ({
      startSecond: s.startSecond,
      endSecond: s.endSecond,
      state: valueOf(SlotInventory_State, s.state),
    })),
  };
}

export const toDayCount = (d: DayCount) => ({
  ...d,
  availability: valueOf(DailyInventoryCount_Availability, d.availability),
});

export function toUsedTableItem(r: UsedRecord): Init<typeof UsedTableItemSchema> {
  return {
    id: r.id,
    updateTime: timestampFromDate(r.updateTime),
    reservationDate: r.date,
    reservationStartSecond: r.startSecond,
    reservationEndSecond: r.endSecond,
    storeTableItemId: r.itemId,
    storeShiftId: r.shiftId ?? '0',
    isUsing: r.isUsing,
    arrivalSecond: r.arrivalSecond ?? 0,
    bookingOrderId: r.orderId ?? '0',
  };
}
