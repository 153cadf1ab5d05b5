import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { makeAutoObservable, runInAction } from 'mobx';
import { intlFieldsOf as intlOf, type IntlTextFields } from '@/common/intl-text';
import { centsToYuan, yuanToCents } from '@/common/money';
import { businessDateOf, secondOfDate, zonedInstant } from '../../common/zoned-time';
import type { TicketingEvent, TicketingEventInput } from '../../gen/ticketing/v1/ticketing_pb';
import type { StaffApi } from '../../services/staff-api';

// Staff write an event in the store's wall clock ("2026-12-05 18:00"); the
// server checks every rule again and answers with the message to show.

export type IntlLanguageKey = keyof IntlTextFields;

const hasIntl = (v: IntlTextFields) => Boolean(v.zhHans || v.zhHant || v.en);

export interface TicketDraft {
  id: string;
  name: string;
  /** The name in each interface language; empty ones show `name`. */
  intlName: IntlTextFields;
  sessionDate: string;
  /** HH:mm */
  sessionTime: string;
  /** Yuan, as typed. */
  price: string;
  quantity: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (second: number) => `${pad(Math.floor(second / 3600))}:${pad(Math.floor((second % 3600) / 60))}`;

function secondsOf(time: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : -1;
}

function wallClock(t: Timestamp | undefined, zone: string): string {
  if (!t) return '';
  const ms = timestampDate(t).getTime();
  const date = businessDateOf(ms, zone);
  return `${date} ${hhmm(secondOf(ms, date, zone))}`;
}

const secondOf = (ms: number, date: string, zone: string) => secondOfDate(ms, date, zone);

/** "2026-12-05 18:00" in the store's zone as an instant; undefined when it is not such a text. */
function instantOf(text: string, zone: string): Timestamp | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})\s+(\d{1,2}:\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const second = secondsOf(m[2]);
  return second < 0 ? undefined : timestampFromDate(zonedInstant(m[1], second, zone));
}

function safeCents(yuan: string): string {
  try {
    return yuanToCents(yuan.trim() || '0');
  } catch {
    return '0';
  }
}

export class EventForm {
  eventId = '';
  title = '';
  description = '';
  saleStart = '';
  saleEnd = '';
  limit = '2';
  /** Whether diners may cancel a paid ticket for its price back, and until when (store wall clock; empty: until the session starts). */
  dinerRefundable = false;
  refundDeadline = '';
  tickets: TicketDraft[] = [];
  /** Title and description in each interface language; empty ones show the texts above. */
  intlTitle = intlOf();
  intlDescription = intlOf();
  /** Whether the per-language fields are open: from the start when any was given. */
  languagesOpen = false;
  saving = false;

  constructor(
    private readonly api: StaffApi,
    private readonly storeId: string,
    private readonly zone: string,
    event?: TicketingEvent,
  ) {
    makeAutoObservable<this, 'api' | 'storeId' | 'zone'>(
      this,
      { api: false, storeId: false, zone: false },
      { autoBind: true },
    );
    if (!event) {
      this.tickets = [this.blankTicket()];
      return;
    }
    this.eventId = event.model?.id ?? '';
    this.title = event.title;
    this.description = event.description;
    this.intlTitle = intlOf(event.intlTitle);
    this.intlDescription = intlOf(event.intlDescription);
    this.saleStart = wallClock(event.saleStartTime, zone);
    this.saleEnd = wallClock(event.saleEndTime, zone);
    this.limit = String(event.perDinerLimit);
    this.dinerRefundable = event.dinerRefundable;
    this.refundDeadline = wallClock(event.dinerRefundDeadline, zone);
    this.tickets = event.ticketList.map((t) => ({
      id: t.id,
      name: t.name,
      intlName: intlOf(t.intlName),
      sessionDate: t.sessionDate,
      sessionTime: hhmm(t.sessionStartSecond),
      price: centsToYuan(t.price),
      quantity: String(t.quantity),
    }));
    this.languagesOpen =
      hasIntl(this.intlTitle) || hasIntl(this.intlDescription) || this.tickets.some((t) => hasIntl(t.intlName));
  }

  private blankTicket(): TicketDraft {
    return { id: '', name: '', intlName: intlOf(), sessionDate: '', sessionTime: '19:00', price: '', quantity: '10' };
  }

  set<K extends 'title' | 'description' | 'saleStart' | 'saleEnd' | 'limit' | 'refundDeadline'>(
    field: K,
    value: string,
  ): void {
    this[field] = value;
  }

  setIntl(field: 'intlTitle' | 'intlDescription', language: IntlLanguageKey, value: string): void {
    this[field] = { ...this[field], [language]: value };
  }

  setTicketIntl(index: number, language: IntlLanguageKey, value: string): void {
    const ticket = this.tickets[index];
    this.tickets[index] = { ...ticket, intlName: { ...ticket.intlName, [language]: value } };
  }

  setLanguagesOpen(open: boolean): void {
    this.languagesOpen = open;
  }

  setDinerRefundable(allowed: boolean): void {
    this.dinerRefundable = allowed;
  }

  setTicket(index: number, field: keyof Omit<TicketDraft, 'id' | 'intlName'>, value: string): void {
    this.tickets[index] = { ...this.tickets[index], [field]: value };
  }

  addTicket(): void {
    this.tickets.push(this.blankTicket());
  }

  removeTicket(index: number): void {
    this.tickets.splice(index, 1);
  }

  get input(): TicketingEventInput {
    return {
      title: this.title,
      description: this.description,
      intlTitle: this.intlTitle,
      intlDescription: this.intlDescription,
      imageList: [],
      saleStartTime: instantOf(this.saleStart, this.zone),
      saleEndTime: instantOf(this.saleEnd, this.zone),
      perDinerLimit: Number(this.limit) || 0,
      dinerRefundable: this.dinerRefundable,
      dinerRefundDeadline: this.dinerRefundable ? instantOf(this.refundDeadline, this.zone) : undefined,
      ticketList: this.tickets.map((t) => ({
        id: t.id || '0',
        name: t.name,
        intlName: t.intlName,
        sessionDate: t.sessionDate.trim(),
        sessionStartSecond: Math.max(0, secondsOf(t.sessionTime)),
        price: safeCents(t.price),
        quantity: Number(t.quantity) || 0,
      })),
    } as unknown as TicketingEventInput;
  }

  /** Creates or updates; the saved event, or null when the server refused (its message is shown). */
  async save(): Promise<TicketingEvent | null> {
    if (this.saving) return null;
    this.saving = true;
    try {
      const answer = this.eventId
        ? await this.api.storeTicketing.updateStoreTicketingEvent({
            storeId: this.storeId,
            eventId: this.eventId,
            event: this.input,
          })
        : await this.api.storeTicketing.createStoreTicketingEvent({ storeId: this.storeId, event: this.input });
      return answer.event ?? null;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
