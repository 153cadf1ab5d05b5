import type { Selectable } from 'kysely';
import { toCurrency, type Currency } from '@common/currency';
import type { FapiaoTitleFields } from '@common/fapiao-title';
import type { IntlTextJson } from '@common/intl-text';
import type { BookingOrderRow, CloseReason, OperatorKind, OrderSource, OrderStatus } from './booking.tables';
import type { NewOrder } from './order.repository';

export interface DinerSnapshot {
  title: string;
  lastName: string;
  firstName: string;
  phoneRegionCode: string;
  phone: string;
  language: string;
}

/** A booking order as the domain reads it (every field of spec section 3). */
export interface OrderRecord {
  id: string;
  orderNo: string;
  bookingCode: string;
  storeId: string;
  /** The store's currency (ISO 4217): every amount of the order is in its minor units. */
  currency: Currency;
  merchantId: string;
  status: OrderStatus;
  closeReason: CloseReason;
  cancelFromStatus: OrderStatus | null;
  source: OrderSource;
  userId: string | null;
  merchantDinerId: string | null;
  diner: DinerSnapshot;
  adultCount: number;
  childCount: number;
  reservationDate: string;
  shiftId: string;
  /** As the order last took it; a rename reaches orders still open (migration 0720). */
  shiftName: string;
  /** The shift's name per language, kept like shiftName (migration 3320). */
  shiftIntlName: IntlTextJson;
  startSecond: number;
  endSecond: number;
  startTime: Date;
  endTime: Date;
  tableId: string | null;
  itemIds: string[];
  /** The items' names, in the order of itemIds, kept like shiftName. */
  itemNames: string[];
  seatCount: number;
  channelId: string | null;
  takerId: string | null;
  platformTags: string[];
  tagIds: string[];
  dinerRemark: string;
  storeRemark: string;
  dietPreference: string;
  dietTaboo: string;
  serviceRequirement: string;
  extendedJson: string;
  inviteCode: string;
  depositAmount: string;
  paidAmount: string;
  refundAmount: string;
  refundingAmount: string;
  depositForfeitAmount: string;
  depositDiscountAmount: string;
  finalPaymentAmount: string;
  mealCostAmount: string;
  totalAmount: string;
  /** The final payment's ledger: accepted payments, refunds done and under way, forfeited. */
  finalPaidAmount: string;
  finalRefundAmount: string;
  finalRefundingAmount: string;
  finalForfeitAmount: string;
  creatorUserId: string | null;
  creatorType: OperatorKind;
  closerUserId: string | null;
  closerType: string;
  idempotencyKey: string | null;
  orderTime: Date;
  depositPaidTime: Date | null;
  storeConfirmTime: Date | null;
  arrivalTime: Date | null;
  finalPaymentTime: Date | null;
  completeTime: Date | null;
  turnoverTime: Date | null;
  closeTime: Date | null;
  depositExpireTime: Date | null;
  cancelDeadlineTime: Date | null;
  createTime: Date;
  updateTime: Date;
  /** The fapiao title the diner or staff attached: a copy, so later edits of the title leave it. */
  fapiao: FapiaoTitleFields | null;
  /** Deleted by staff: gone from the store's board, lists, counts and search; still in the diner's history. */
  deleteTime: Date | null;
}

export function peopleOf(order: Pick<OrderRecord, 'adultCount' | 'childCount'>): number {
  return order.adultCount + order.childCount;
}

export function toOrder(r: Selectable<BookingOrderRow>): OrderRecord {
  return {
    id: r.id,
    orderNo: r.order_no,
    bookingCode: r.booking_code,
    storeId: r.store_id,
    currency: toCurrency(r.currency),
    merchantId: r.merchant_id,
    status: r.status,
    closeReason: r.close_reason,
    cancelFromStatus: r.cancel_from_status,
    source: r.source,
    userId: r.user_id,
    merchantDinerId: r.merchant_diner_id,
    diner: {
      title: r.diner_title,
      lastName: r.diner_last_name,
      firstName: r.diner_first_name,
      phoneRegionCode: r.diner_phone_region_code,
      phone: r.diner_phone,
      language: r.diner_language,
    },
    adultCount: r.adult_count,
    childCount: r.child_count,
    reservationDate: r.reservation_date,
    shiftId: r.store_shift_id,
    shiftName: r.store_shift_name,
    shiftIntlName: r.store_shift_intl_name,
    startSecond: r.reservation_start_second,
    endSecond: r.reservation_end_second,
    startTime: r.start_time,
    endTime: r.end_time,
    tableId: r.store_table_id,
    itemIds: r.store_table_item_ids,
    itemNames: r.store_table_item_names,
    seatCount: r.seat_count,
    channelId: r.channel_id,
    takerId: r.taker_id,
    platformTags: r.platform_tags,
    tagIds: r.tag_ids,
    dinerRemark: r.diner_remark,
    storeRemark: r.store_remark,
    dietPreference: r.diet_preference,
    dietTaboo: r.diet_taboo,
    serviceRequirement: r.service_requirement,
    extendedJson: r.extended_json,
    inviteCode: r.invite_code,
    depositAmount: r.deposit_amount,
    paidAmount: r.paid_amount,
    refundAmount: r.refund_amount,
    refundingAmount: r.refunding_amount,
    depositForfeitAmount: r.deposit_forfeit_amount,
    depositDiscountAmount: r.deposit_discount_amount,
    finalPaymentAmount: r.final_payment_amount,
    mealCostAmount: r.meal_cost_amount,
    totalAmount: r.total_amount,
    finalPaidAmount: r.final_paid_amount,
    finalRefundAmount: r.final_refund_amount,
    finalRefundingAmount: r.final_refunding_amount,
    finalForfeitAmount: r.final_forfeit_amount,
    creatorUserId: r.creator_user_id,
    creatorType: r.creator_type,
    closerUserId: r.closer_user_id,
    closerType: r.closer_type,
    idempotencyKey: r.idempotency_key,
    orderTime: r.order_time,
    depositPaidTime: r.deposit_paid_time,
    storeConfirmTime: r.store_confirm_time,
    arrivalTime: r.arrival_time,
    finalPaymentTime: r.final_payment_time,
    completeTime: r.complete_time,
    turnoverTime: r.turnover_time,
    closeTime: r.close_time,
    depositExpireTime: r.deposit_expire_time,
    cancelDeadlineTime: r.cancel_deadline_time,
    createTime: r.create_time,
    updateTime: r.update_time,
    fapiao: r.fapiao,
    deleteTime: r.delete_time,
  };
}

/** The columns of a new order that the database decides, not its draft. */
export interface DecidedColumns {
  id: string;
  order_no: string;
  booking_code: string;
  user_id: string | null;
  merchant_diner_id: string | null;
  /** The store's, copied by the insert trigger (migration 2801). */
  currency: string;
  /** The shift's, copied by the insert. */
  store_shift_intl_name: IntlTextJson;
}

/**
 * A new order as toOrder would read it back: what the database decided (its
 * id, the codes generated from it, the diner's record and user) and every
 * other field as drafted or at its column's default (migration 0203 and
 * later). A test reads each created order back and compares.
 */
export function madeOrder(o: NewOrder, decided: DecidedColumns): OrderRecord {
  // Field by field, in toOrder's order: a spread of the draft cost ~25 µs an
  // order under tsx, more than the rest of the answer.
  return {
    id: decided.id,
    orderNo: decided.order_no,
    bookingCode: decided.booking_code,
    currency: toCurrency(decided.currency),
    storeId: o.storeId,
    merchantId: o.merchantId,
    status: o.status,
    closeReason: 'NONE',
    cancelFromStatus: null,
    source: o.source,
    userId: decided.user_id,
    merchantDinerId: decided.merchant_diner_id,
    diner: { ...o.diner },
    adultCount: o.adultCount,
    childCount: o.childCount,
    reservationDate: o.reservationDate,
    shiftId: o.shiftId,
    shiftName: o.shiftName,
    shiftIntlName: decided.store_shift_intl_name,
    startSecond: o.startSecond,
    endSecond: o.endSecond,
    startTime: o.startTime,
    endTime: o.endTime,
    tableId: o.tableId,
    itemIds: [...o.itemIds],
    itemNames: [...o.itemNames],
    seatCount: o.seatCount,
    channelId: o.channelId,
    takerId: o.takerId,
    platformTags: [...o.platformTags],
    tagIds: [...o.tagIds],
    dinerRemark: o.dinerRemark,
    storeRemark: o.storeRemark,
    dietPreference: o.dietPreference,
    dietTaboo: o.dietTaboo,
    serviceRequirement: o.serviceRequirement,
    extendedJson: o.extendedJson,
    inviteCode: o.inviteCode,
    depositAmount: o.depositAmount,
    paidAmount: '0',
    refundAmount: '0',
    refundingAmount: '0',
    depositForfeitAmount: '0',
    depositDiscountAmount: '0',
    finalPaymentAmount: '0',
    mealCostAmount: '0',
    totalAmount: '0',
    finalPaidAmount: '0',
    finalRefundAmount: '0',
    finalRefundingAmount: '0',
    finalForfeitAmount: '0',
    creatorUserId: o.creatorUserId,
    creatorType: o.creatorType,
    closerUserId: null,
    closerType: '',
    idempotencyKey: o.idempotencyKey,
    orderTime: o.orderTime,
    depositPaidTime: null,
    storeConfirmTime: o.storeConfirmTime,
    arrivalTime: null,
    finalPaymentTime: null,
    completeTime: null,
    turnoverTime: null,
    closeTime: null,
    depositExpireTime: o.depositExpireTime,
    cancelDeadlineTime: o.cancelDeadlineTime,
    createTime: o.orderTime,
    updateTime: o.orderTime,
    fapiao: null,
    deleteTime: null,
  };
}
