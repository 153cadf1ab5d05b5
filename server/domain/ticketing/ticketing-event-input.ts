import type { IntlTextJson } from '@common/intl-text';
import { compareCents } from '@common/money';
import { domainError } from '../errors';
import type { StoredImage } from '../feast/feast.tables';
import type { TicketRecord } from './ticketing.record';

// What staff may write for an event, checked before anything is stored.
export interface TicketInput {
  /** Empty: a new ticket. */
  id: string;
  name: string;
  /** The name per language (trimmed, empty ones left out). */
  intlName: IntlTextJson;
  sessionDate: string;
  sessionStartSecond: number;
  price: string;
  quantity: number;
}

export interface EventInput {
  title: string;
  description: string;
  /** Title and description per language (trimmed, empty ones left out). */
  intlTitle: IntlTextJson;
  intlDescription: IntlTextJson;
  images: StoredImage[];
  saleStartTime: Date | null;
  saleEndTime: Date | null;
  perDinerLimit: number;
  tickets: TicketInput[];
  /** Whether diners may cancel a paid ticket not yet used, and until when (null: until the session starts). */
  dinerRefundable: boolean;
  dinerRefundDeadline: Date | null;
}

export const MAX_PER_DINER = 100;
const MAX_QUANTITY = 100_000;
const MAX_TICKETS = 50;

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export function checkEventInput(input: EventInput): { saleStartTime: Date; saleEndTime: Date } {
  if (!input.title.trim()) throw domainError('invalid', 'ticketingTitleRequired');
  const { saleStartTime, saleEndTime } = input;
  if (!saleStartTime || !saleEndTime || saleEndTime <= saleStartTime) {
    throw domainError('invalid', 'ticketingSaleWindowInvalid');
  }
  if (!Number.isInteger(input.perDinerLimit) || input.perDinerLimit < 1 || input.perDinerLimit > MAX_PER_DINER) {
    throw domainError('invalid', 'ticketingLimitInvalid');
  }
  if (!input.tickets.length || input.tickets.length > MAX_TICKETS)
    throw domainError('invalid', 'ticketingTicketsRequired');
  for (const t of input.tickets) {
    const ok =
      t.name.trim() !== '' &&
      validDate(t.sessionDate) &&
      Number.isInteger(t.sessionStartSecond) &&
      t.sessionStartSecond >= 0 &&
      t.sessionStartSecond < 86400 &&
      /^\d{1,15}$/.test(t.price) &&
      compareCents(t.price, 0) > 0 &&
      Number.isInteger(t.quantity) &&
      t.quantity >= 0 &&
      t.quantity <= MAX_QUANTITY;
    if (!ok) throw domainError('invalid', 'ticketingTicketInvalid');
  }
  return { saleStartTime, saleEndTime };
}

/** A ticket with sales keeps its session and price, and cannot drop below what is sold. */
export function checkSoldTicketEdit(existing: TicketRecord, input: TicketInput): void {
  if (existing.soldCount === 0) return;
  const changed =
    existing.sessionDate !== input.sessionDate ||
    existing.sessionStartSecond !== input.sessionStartSecond ||
    compareCents(existing.price, input.price) !== 0 ||
    input.quantity < existing.soldCount;
  if (changed) throw domainError('precondition', 'ticketingSoldTicketLocked');
}
