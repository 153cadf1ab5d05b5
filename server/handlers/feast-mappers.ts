import { create } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { ImageInfoSchema, type ImageInfo } from '@gen/common/v1/model_pb';
import {
  Feast_ClosedBy,
  Feast_CloseReason,
  Feast_Status,
  Feast_Style,
  Feast_Theme,
  Feast_Visibility,
  FeastParticipant_CloseReason,
  FeastParticipant_DepositState,
  FeastParticipant_Status,
  FeastMoneySchema,
  FeastParticipantSchema,
  FeastQuestionSchema,
  FeastSchema,
  type Feast,
  type FeastInput as FeastInputMessage,
  type FeastMoney,
  type FeastParticipant,
  type FeastQuestion,
} from '@gen/feast/v1/feast_pb';
import type { FeastRecord, ParticipantRecord, QuestionRecord } from '../domain/feast/feast.record';
import type { FeastInput } from '../domain/feast/feast-input';
import { depositStateOf, heldOf, type FeastMoneyTotals } from '../domain/feast/feast-money';
import type { FeastView } from '../domain/feast/feast-query.service';
import type { FeastStatus, FeastStyle, FeastTheme, FeastVisibility, StoredImage } from '../domain/feast/feast.tables';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

const ts = (d: Date | null | undefined) => (d ? timestampFromDate(d) : undefined);
const date = (t: Timestamp | undefined) => (t && (t.seconds !== 0n || t.nanos !== 0) ? timestampDate(t) : null);

function toImage(i: StoredImage): ImageInfo {
  return create(ImageInfoSchema, i);
}

function fromImage(i: ImageInfo): StoredImage {
  return { fileId: i.fileId, url: i.url, width: i.width, height: i.height, contentType: i.contentType };
}

export function fromFeastInput(m: FeastInputMessage | undefined): FeastInput {
  const f = m!;
  return {
    title: f.title,
    description: f.description,
    images: f.imageList.filter((i) => i.url).map(fromImage),
    menu: f.menu,
    shareCover: f.shareCover?.url ? fromImage(f.shareCover) : null,
    theme: (nameOf(Feast_Theme, f.theme) || null) as FeastTheme | null,
    style: (nameOf(Feast_Style, f.style) || null) as FeastStyle | null,
    participantCount: f.participantCount,
    minParticipantCount: f.minParticipantCount,
    estimatedCost: f.estimatedCost || '0',
    place: f.place,
    visibility: (nameOf(Feast_Visibility, f.visibility) || null) as FeastVisibility | null,
    shareable: f.shareable,
    depositPerPerson: f.depositPerPerson || '0',
    registrationOpenTime: date(f.registrationOpenTime),
    registrationDeadline: date(f.registrationDeadline),
    serviceChargePercent: f.serviceChargePercent,
    questions: f.questionList,
    reservationDate: f.reservationDate,
    startSecond: f.startSecond,
    durationSecond: f.durationSecond,
    storeShiftId: f.storeShiftId === '0' ? '' : f.storeShiftId,
    showParticipants: f.showParticipants,
  };
}

export const feastStatusesOf = (list: Feast_Status[]) =>
  list.map((s) => nameOf(Feast_Status, s)).filter(Boolean) as FeastStatus[];

const CLOSED_BY: Record<FeastRecord['closedBy'], Feast_ClosedBy> = {
  '': Feast_ClosedBy.SYSTEM,
  CREATOR: Feast_ClosedBy.CREATOR,
  STORE: Feast_ClosedBy.STORE,
};

/**
 * Who receives the feast: its store's staff and administrators (the store
 * and admin groups) see the staff's close note. Everyone else, diners and
 * the public alike, see the creator's own words when the creator cancelled,
 * and a rejection's reason only its creator, whom it addresses; a store's
 * note on cancelling is internal and never leaves staff.
 */
export type FeastAudience = 'diner' | 'staff';

function remarkFor(v: FeastView, audience: FeastAudience): string {
  const f = v.feast;
  if (audience === 'staff' || f.closedBy === 'CREATOR') return f.closeRemark;
  return f.closeReason === 'AUDIT_REJECT' && v.isCreator ? f.closeRemark : '';
}

export function toFeast(v: FeastView, audience: FeastAudience = 'diner'): Feast {
  const f = v.feast;
  const closedBy = f.status === 'CLOSED' ? CLOSED_BY[f.closedBy] : Feast_ClosedBy.UNSPECIFIED;
  return create(FeastSchema, {
    model: toModel(f.id, f.createTime, f.updateTime),
    number: f.number,
    title: f.title,
    description: f.description,
    imageList: f.images.map(toImage),
    menu: f.menu,
    shareCover: f.shareCover ? toImage(f.shareCover) : undefined,
    theme: valueOf(Feast_Theme, f.theme),
    style: valueOf(Feast_Style, f.style),
    participantCount: f.participantCount,
    minParticipantCount: f.minParticipantCount,
    estimatedCost: f.estimatedCost,
    place: f.place,
    storeId: f.storeId,
    merchantId: f.merchantId,
    currency: f.currency,
    storeName: v.storeName,
    visibility: valueOf(Feast_Visibility, f.visibility),
    shareable: f.shareable,
    depositPerPerson: f.depositPerPerson,
    registrationOpenTime: ts(f.registrationOpenTime),
    registrationDeadline: ts(f.registrationDeadline),
    serviceChargePercent: f.serviceChargePercent,
    questionList: f.questions,
    reservationDate: f.reservationDate,
    startSecond: f.startSecond,
    durationSecond: f.durationSecond,
    storeShiftId: f.storeShiftId,
    tableItemIdList: f.tableItemIds,
    bookingOrderId: f.bookingOrderId ?? '0',
    status: valueOf(Feast_Status, f.status),
    closeReason: valueOf(Feast_CloseReason, f.closeReason),
    seatsTaken: f.seatsTaken,
    paidSeats: f.paidSeats,
    creatorUserId: v.withToken ? f.creatorUserId : '0',
    creatorName: v.creatorName,
    showParticipants: f.showParticipants,
    shareToken: v.withToken ? f.shareToken : '',
    publishTime: ts(f.publishTime),
    closeTime: ts(f.closeTime),
    finishTime: ts(f.finishTime),
    closeRemark: remarkFor(v, audience),
    closedBy,
    timezone: v.timezone,
    isCreator: v.isCreator,
    isJoined: v.isJoined,
    startTime: ts(f.startTime),
  });
}

/** Staff see phones; diners see their own participation whole and others' without contact details. */
export function toParticipant(p: ParticipantRecord, withPhone = false): FeastParticipant {
  return create(FeastParticipantSchema, {
    model: toModel(p.id, p.createTime, p.updateTime),
    feastId: p.feastId,
    userId: withPhone ? p.userId : '0',
    displayName: p.displayName,
    seatCount: p.seatCount,
    status: valueOf(FeastParticipant_Status, p.status),
    closeReason: valueOf(FeastParticipant_CloseReason, p.closeReason),
    depositAmount: p.depositAmount,
    currency: p.currency,
    paidAmount: p.paidAmount,
    refundAmount: p.refundAmount,
    refundingAmount: p.refundingAmount,
    forfeitAmount: p.forfeitAmount,
    depositExpireTime: ts(p.depositExpireTime),
    arrivalSecond: p.arrivalSecond,
    arrivalTime: ts(p.arrivalTime),
    answerList: p.answers,
    remark: p.remark,
    phone: withPhone ? (p.phoneRegionCode ? `+${p.phoneRegionCode} ${p.phone}` : p.phone) : '',
    depositState: valueOf(FeastParticipant_DepositState, depositStateOf(p)),
    heldAmount: heldOf(p),
  });
}

export function toQuestion(q: QuestionRecord, viewerUserId: string | null): FeastQuestion {
  return create(FeastQuestionSchema, {
    model: toModel(q.id, q.createTime, q.answerTime ?? q.createTime),
    feastId: q.feastId,
    askerName: q.askerName,
    content: q.content,
    answer: q.answer,
    answerTime: ts(q.answerTime),
    isMine: viewerUserId !== null && viewerUserId === q.userId,
  });
}

/** A feast's deposit sums, in its store's currency. */
export function toFeastMoney(m: FeastMoneyTotals): FeastMoney {
  return create(FeastMoneySchema, {
    paidAmount: m.paid,
    refundingAmount: m.refunding,
    refundAmount: m.refunded,
    forfeitAmount: m.forfeited,
    heldAmount: m.held,
    currency: m.currency,
  });
}
