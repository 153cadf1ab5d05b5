import { isBusinessDate } from '@common/business-date';
import { deadlineProblem, FEAST_DURATION_OPTIONS, FEAST_LIMITS } from '@common/feast-rules';
import { dayClock } from '@common/zoned-time';
import { domainError } from '../errors';
import type { FeastStyle, FeastTheme, FeastVisibility, StoredImage } from './feast.tables';

/** What a creator or staff write (every field replaced). */
export interface FeastInput {
  title: string;
  description: string;
  images: StoredImage[];
  menu: string;
  shareCover: StoredImage | null;
  theme: FeastTheme | null;
  style: FeastStyle | null;
  participantCount: number;
  minParticipantCount: number;
  estimatedCost: string;
  place: string;
  visibility: FeastVisibility | null;
  shareable: boolean;
  depositPerPerson: string;
  registrationOpenTime: Date | null;
  registrationDeadline: Date | null;
  serviceChargePercent: number;
  questions: string[];
  reservationDate: string;
  startSecond: number;
  durationSecond: number;
  storeShiftId: string;
  showParticipants: boolean;
}

export interface ShiftWindow {
  id: string;
  startSecond: number;
  endSecond: number;
}

const CENTS = /^\d{1,12}$/;

/** The content fields alone (what may still change once diners may have joined), checked. */
export function checkContent(input: FeastInput) {
  const title = input.title.trim();
  if (!title) throw domainError('invalid', 'feastTitleRequired');
  if (
    title.length > FEAST_LIMITS.titleMaxLength ||
    input.description.length > FEAST_LIMITS.descriptionMaxLength ||
    input.menu.length > FEAST_LIMITS.menuMaxLength ||
    input.place.length > FEAST_LIMITS.placeMaxLength ||
    input.images.length > FEAST_LIMITS.maxImages
  ) {
    throw domainError('invalid', 'invalidOption');
  }
  return {
    title,
    description: input.description.trim(),
    images: input.images,
    menu: input.menu.trim(),
    shareCover: input.shareCover,
    theme: input.theme ?? 'DARK',
    style: input.style ?? 'DARK_GOLD',
    place: input.place.trim(),
  };
}

/**
 * Every rule of a feast's form, in the order a person fills it in, with the
 * catalogue's message for the first one broken. Returns the values to store.
 */
export function checkFeastInput(input: FeastInput, shift: ShiftWindow | undefined, timezone: string, now: Date) {
  const content = checkContent(input);
  const seats = input.participantCount;
  if (!Number.isInteger(seats) || seats < 1 || seats > FEAST_LIMITS.maxParticipants) {
    throw domainError('invalid', 'feastParticipantCountInvalid');
  }
  if (
    !Number.isInteger(input.minParticipantCount) ||
    input.minParticipantCount < 1 ||
    input.minParticipantCount > seats
  ) {
    throw domainError('invalid', 'feastMinParticipantInvalid');
  }
  if (!CENTS.test(input.depositPerPerson) || Number(input.depositPerPerson) > FEAST_LIMITS.maxDepositPerPerson) {
    throw domainError('invalid', 'feastDepositInvalid');
  }
  if (!CENTS.test(input.estimatedCost) || Number(input.estimatedCost) > FEAST_LIMITS.maxEstimatedCost) {
    throw domainError('invalid', 'invalidAmount');
  }
  if (
    !Number.isInteger(input.serviceChargePercent) ||
    input.serviceChargePercent < 0 ||
    input.serviceChargePercent > 100
  ) {
    throw domainError('invalid', 'feastServiceChargeInvalid');
  }
  if (!input.visibility) throw domainError('invalid', 'invalidOption');
  const questions = input.questions.map((q) => q.trim()).filter(Boolean);
  if (
    questions.length > FEAST_LIMITS.maxQuestions ||
    questions.some((q) => q.length > FEAST_LIMITS.questionMaxLength)
  ) {
    throw domainError('invalid', 'feastTooManyQuestions');
  }
  if (!(FEAST_DURATION_OPTIONS as readonly number[]).includes(input.durationSecond)) {
    throw domainError('invalid', 'feastDurationInvalid');
  }
  if (!isBusinessDate(input.reservationDate)) throw domainError('invalid', 'pleaseSelectDate');
  if (!shift) throw domainError('invalid', 'pleaseSelectShiftOrTime');
  if (input.startSecond < shift.startSecond || input.startSecond >= shift.endSecond) {
    throw domainError('invalid', 'feastStartInvalid');
  }
  const startTime = new Date(dayClock(input.reservationDate, timezone)(input.startSecond));
  if (startTime.getTime() <= now.getTime()) throw domainError('invalid', 'feastStartInvalid');
  const deadlineMs = input.registrationDeadline?.getTime();
  const problem = deadlineProblem(deadlineMs, now.getTime(), startTime.getTime());
  if (problem === 'incomplete') throw domainError('invalid', 'feastDeadlineIncomplete');
  if (problem === 'beforeNow') throw domainError('invalid', 'feastDeadlineBeforeNow');
  if (problem === 'afterStart') throw domainError('invalid', 'feastDeadlineAfterStart');
  if (input.registrationOpenTime && input.registrationOpenTime.getTime() >= deadlineMs!) {
    throw domainError('invalid', 'feastOpenAfterDeadline');
  }
  return {
    ...content,
    participantCount: seats,
    minParticipantCount: input.minParticipantCount,
    depositPerPerson: input.depositPerPerson,
    estimatedCost: input.estimatedCost,
    serviceChargePercent: input.serviceChargePercent,
    visibility: input.visibility,
    shareable: input.shareable,
    questions,
    reservationDate: input.reservationDate,
    startSecond: input.startSecond,
    startTime,
    durationSecond: input.durationSecond,
    storeShiftId: shift.id,
    registrationOpenTime: input.registrationOpenTime,
    registrationDeadline: input.registrationDeadline!,
    showParticipants: input.showParticipants,
  };
}

export type CheckedFeast = ReturnType<typeof checkFeastInput>;

/** The columns of a checked feast. */
export function feastColumns(f: CheckedFeast) {
  return {
    title: f.title,
    description: f.description,
    images: JSON.stringify(f.images),
    menu: f.menu,
    share_cover: JSON.stringify(f.shareCover),
    theme: f.theme,
    style: f.style,
    place: f.place,
    participant_count: f.participantCount,
    min_participant_count: f.minParticipantCount,
    deposit_per_person: f.depositPerPerson,
    estimated_cost: f.estimatedCost,
    service_charge_percent: f.serviceChargePercent,
    visibility: f.visibility,
    shareable: f.shareable,
    questions: JSON.stringify(f.questions),
    reservation_date: f.reservationDate,
    start_second: f.startSecond,
    start_time: f.startTime,
    duration_second: f.durationSecond,
    store_shift_id: f.storeShiftId,
    registration_open_time: f.registrationOpenTime,
    registration_deadline: f.registrationDeadline,
    show_participants: f.showParticipants,
  };
}
