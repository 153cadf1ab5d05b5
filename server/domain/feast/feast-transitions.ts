import { domainError } from '../errors';
import type { FeastCloseReason, FeastStatus, ParticipantCloseReason, ParticipantStatus } from './feast.tables';

// The only copy of which action may happen in which status, for feasts and
// their participants (docs/feasts.md has the same table for people). Every
// service asks here before it writes; an action not listed for a status is
// refused with 'the feast status does not allow this action' and nothing
// changes. Guards that are not statuses (deadlines, seats, who acts) live in
// the services that check them.

export type FeastAction =
  | 'UPDATE' // the full form: title, seats, deposit, time...
  | 'UPDATE_CONTENT' // text and pictures only, once diners may have joined
  | 'SUBMIT_AUDIT'
  | 'AUDIT_APPROVE'
  | 'AUDIT_REJECT'
  | 'PUBLISH'
  | 'JOIN'
  | 'ASK'
  | 'DEADLINE_REACHED' // the headcount job: enough paid seats
  | 'DEADLINE_SHORT' // the headcount job: too few, NOT_ENOUGH_PARTICIPANT
  | 'FINISH'
  | 'CREATOR_CANCEL';

export interface FeastMove {
  from: readonly FeastStatus[];
  /** null: the status stays. */
  to: FeastStatus | null;
  closeReason?: FeastCloseReason;
}

export const FEAST_TRANSITIONS: Record<FeastAction, FeastMove> = {
  UPDATE: { from: ['WAIT_AUDIT', 'WAIT_PUBLISH'], to: null },
  UPDATE_CONTENT: { from: ['WAIT_AUDIT', 'WAIT_PUBLISH', 'FORMING', 'SUCCESS'], to: null },
  SUBMIT_AUDIT: { from: ['WAIT_PUBLISH'], to: 'WAIT_AUDIT' },
  AUDIT_APPROVE: { from: ['WAIT_AUDIT'], to: 'WAIT_PUBLISH' },
  AUDIT_REJECT: { from: ['WAIT_AUDIT'], to: 'CLOSED', closeReason: 'AUDIT_REJECT' },
  PUBLISH: { from: ['WAIT_PUBLISH'], to: 'FORMING' },
  JOIN: { from: ['FORMING'], to: null },
  ASK: { from: ['FORMING', 'SUCCESS'], to: null },
  DEADLINE_REACHED: { from: ['FORMING'], to: 'SUCCESS' },
  DEADLINE_SHORT: { from: ['FORMING'], to: 'CLOSED', closeReason: 'NOT_ENOUGH_PARTICIPANT' },
  FINISH: { from: ['SUCCESS'], to: 'FINISHED' },
  CREATOR_CANCEL: {
    from: ['WAIT_AUDIT', 'WAIT_PUBLISH', 'FORMING', 'SUCCESS'],
    to: 'CLOSED',
    closeReason: 'CREATOR_CANCEL',
  },
};

export const FEAST_ACTIONS = Object.keys(FEAST_TRANSITIONS) as FeastAction[];

export function feastAllows(action: FeastAction, status: FeastStatus): boolean {
  return FEAST_TRANSITIONS[action].from.includes(status);
}

/** The move, or the refusal every caller gives. */
export function feastMove(action: FeastAction, status: FeastStatus): FeastMove {
  if (!feastAllows(action, status)) throw domainError('precondition', 'feastStatusNotAllowed');
  return FEAST_TRANSITIONS[action];
}

export type ParticipantAction =
  | 'DEPOSIT_PAID' // payments credit the deposit
  | 'PAYMENT_LAPSED' // the payment window passed: DEPOSIT_PAYMENT_FAIL
  | 'CANCEL' // the diner cancels: PARTICIPANT_CANCEL
  | 'FEAST_CLOSED' // the feast closed (audit, headcount): FEAST_CLOSED
  | 'CREATOR_CANCEL' // the creator called the feast off
  | 'UPDATE_ARRIVAL' // the diner's planned arrival time
  | 'ARRIVE' // staff saw them arrive
  | 'REFUND'; // staff give back what the deposit still holds

export interface ParticipantMove {
  from: readonly ParticipantStatus[];
  to: ParticipantStatus | null;
  closeReason?: ParticipantCloseReason;
}

const OPEN: readonly ParticipantStatus[] = ['WAIT_DEPOSIT_PAYMENT', 'SUCCESS'];

export const PARTICIPANT_TRANSITIONS: Record<ParticipantAction, ParticipantMove> = {
  DEPOSIT_PAID: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'SUCCESS' },
  PAYMENT_LAPSED: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'CLOSED', closeReason: 'DEPOSIT_PAYMENT_FAIL' },
  CANCEL: { from: OPEN, to: 'CLOSED', closeReason: 'PARTICIPANT_CANCEL' },
  FEAST_CLOSED: { from: OPEN, to: 'CLOSED', closeReason: 'FEAST_CLOSED' },
  CREATOR_CANCEL: { from: OPEN, to: 'CLOSED', closeReason: 'CREATOR_CANCEL' },
  UPDATE_ARRIVAL: { from: OPEN, to: null },
  ARRIVE: { from: ['SUCCESS'], to: null },
  REFUND: { from: ['SUCCESS', 'CLOSED'], to: null },
};

export const PARTICIPANT_ACTIONS = Object.keys(PARTICIPANT_TRANSITIONS) as ParticipantAction[];

/**
 * What the participant's feast must be doing for a participant action the
 * diner or staff start (the system's own moves bring their feast status).
 */
export const PARTICIPANT_FEAST_STATUSES: Partial<Record<ParticipantAction, readonly FeastStatus[]>> = {
  CANCEL: ['FORMING', 'SUCCESS'],
  UPDATE_ARRIVAL: ['FORMING', 'SUCCESS'],
  ARRIVE: ['SUCCESS', 'FINISHED'],
};

export function participantAllows(action: ParticipantAction, status: ParticipantStatus, feast?: FeastStatus) {
  if (!PARTICIPANT_TRANSITIONS[action].from.includes(status)) return false;
  const feastStatuses = PARTICIPANT_FEAST_STATUSES[action];
  return !feastStatuses || feast === undefined || feastStatuses.includes(feast);
}

export function participantMove(action: ParticipantAction, status: ParticipantStatus, feast?: FeastStatus) {
  if (!participantAllows(action, status, feast)) throw domainError('precondition', 'participantStatusNotAllowed');
  return PARTICIPANT_TRANSITIONS[action];
}
