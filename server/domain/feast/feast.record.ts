import { toCurrency, type Currency } from '@common/currency';
import type { Selectable } from 'kysely';
import type {
  FeastCloseReason,
  FeastClosedBy,
  FeastParticipantRow,
  FeastQuestionRow,
  FeastRow,
  FeastStatus,
  FeastStyle,
  FeastTheme,
  FeastVisibility,
  ParticipantCloseReason,
  ParticipantStatus,
  StoredImage,
} from './feast.tables';

/** A feast as the domain reads it. */
export interface FeastRecord {
  id: string;
  number: string;
  storeId: string;
  /** The store's currency (ISO 4217): the feast's amounts are in its minor units. */
  currency: Currency;
  merchantId: string;
  city: string;
  creatorUserId: string;
  createdByStaff: boolean;
  title: string;
  description: string;
  images: StoredImage[];
  menu: string;
  shareCover: StoredImage | null;
  theme: FeastTheme;
  style: FeastStyle;
  participantCount: number;
  minParticipantCount: number;
  seatsTaken: number;
  paidSeats: number;
  estimatedCost: string;
  place: string;
  visibility: FeastVisibility;
  shareable: boolean;
  depositPerPerson: string;
  registrationOpenTime: Date | null;
  registrationDeadline: Date;
  serviceChargePercent: number;
  questions: string[];
  reservationDate: string;
  startSecond: number;
  startTime: Date;
  durationSecond: number;
  storeShiftId: string;
  tableItemIds: string[];
  bookingOrderId: string | null;
  status: FeastStatus;
  closeReason: FeastCloseReason;
  /** Staff's note on closing (internal), or the creator's own words when they cancelled. */
  closeRemark: string;
  closedBy: FeastClosedBy;
  showParticipants: boolean;
  shareToken: string;
  publishTime: Date | null;
  closeTime: Date | null;
  finishTime: Date | null;
  tablesReleased: boolean;
  createTime: Date;
  updateTime: Date;
}

export interface ParticipantRecord {
  id: string;
  feastId: string;
  /** The feast's currency (ISO 4217): the deposit is in its minor units. */
  currency: Currency;
  userId: string;
  displayName: string;
  phone: string;
  phoneRegionCode: string;
  seatCount: number;
  status: ParticipantStatus;
  closeReason: ParticipantCloseReason;
  depositAmount: string;
  paidAmount: string;
  refundAmount: string;
  refundingAmount: string;
  forfeitAmount: string;
  depositExpireTime: Date | null;
  arrivalSecond: number;
  arrivalTime: Date | null;
  answers: string[];
  remark: string;
  closeTime: Date | null;
  createTime: Date;
  updateTime: Date;
}

export interface QuestionRecord {
  id: string;
  feastId: string;
  userId: string;
  askerName: string;
  content: string;
  answer: string;
  answerTime: Date | null;
  createTime: Date;
}

/** The feast's number: F and its id, at least six digits. */
export const feastNumber = (id: string) => `F${id.padStart(6, '0')}`;

export function toFeast(row: Selectable<FeastRow>): FeastRecord {
  return {
    id: row.id,
    number: feastNumber(row.id),
    storeId: row.store_id,
    currency: toCurrency(row.currency),
    merchantId: row.merchant_id,
    city: row.city,
    creatorUserId: row.creator_user_id,
    createdByStaff: row.created_by_staff,
    title: row.title,
    description: row.description,
    images: row.images ?? [],
    menu: row.menu,
    shareCover: row.share_cover ?? null,
    theme: row.theme,
    style: row.style,
    participantCount: row.participant_count,
    minParticipantCount: row.min_participant_count,
    seatsTaken: row.seats_taken,
    paidSeats: row.paid_seats,
    estimatedCost: row.estimated_cost,
    place: row.place,
    visibility: row.visibility,
    shareable: row.shareable,
    depositPerPerson: row.deposit_per_person,
    registrationOpenTime: row.registration_open_time,
    registrationDeadline: row.registration_deadline,
    serviceChargePercent: row.service_charge_percent,
    questions: row.questions ?? [],
    reservationDate: row.reservation_date,
    startSecond: row.start_second,
    startTime: row.start_time,
    durationSecond: row.duration_second,
    storeShiftId: row.store_shift_id,
    tableItemIds: (row.table_item_ids ?? []).map(String),
    bookingOrderId: row.booking_order_id,
    status: row.status,
    closeReason: row.close_reason,
    closeRemark: row.close_remark,
    closedBy: row.closed_by,
    showParticipants: row.show_participants,
    shareToken: row.share_token,
    publishTime: row.publish_time,
    closeTime: row.close_time,
    finishTime: row.finish_time,
    tablesReleased: row.tables_released,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export function toParticipant(row: Selectable<FeastParticipantRow>): ParticipantRecord {
  return {
    id: row.id,
    feastId: row.feast_id,
    currency: toCurrency(row.currency),
    userId: row.user_id,
    displayName: row.display_name,
    phone: row.phone,
    phoneRegionCode: row.phone_region_code,
    seatCount: row.seat_count,
    status: row.status,
    closeReason: row.close_reason,
    depositAmount: row.deposit_amount,
    paidAmount: row.paid_amount,
    refundAmount: row.refund_amount,
    refundingAmount: row.refunding_amount,
    forfeitAmount: row.forfeit_amount,
    depositExpireTime: row.deposit_expire_time,
    arrivalSecond: row.arrival_second,
    arrivalTime: row.arrival_time,
    answers: row.answers ?? [],
    remark: row.remark,
    closeTime: row.close_time,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export function toQuestion(row: Selectable<FeastQuestionRow>): QuestionRecord {
  return {
    id: row.id,
    feastId: row.feast_id,
    userId: row.user_id,
    askerName: row.asker_name,
    content: row.content,
    answer: row.answer,
    answerTime: row.answer_time,
    createTime: row.create_time,
  };
}
