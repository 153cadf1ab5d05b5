import { isCents } from '@/common/money-format';
import '@/i18n/fapiao-texts';

/**
 * What a manager needs to read an order-log entry: the server records changed
 * fields as JSON with their internal names, ids, cents, codes and UTC
 * instants; this turns each into a labelled line in the reader's words, with
 * tables, shifts, tags, takers and channels named and times on the store's
 * clock. Fields that only tie records together (ids of other records, the
 * seed flag, refund ids) are left out.
 */
export interface LogNames {
  t: (key: string, options?: Record<string, unknown>) => string;
  tables(ids: string[]): string;
  shift(id: string): string;
  tags(ids: string[]): string;
  taker(id: string): string;
  channel(id: string): string;
  /** A business date (YYYY-MM-DD) as the reader writes dates. */
  date(value: string): string;
  /** An instant on the store's clock. */
  instant(value: string): string;
  /** An amount in the order's currency (minor units), as the reader writes it. */
  money(cents: string): string;
}

export interface LogLine {
  key: string;
  label: string;
  before?: string;
  after: string;
}

type Kind =
  | 'text'
  | 'count'
  | 'money'
  | 'status'
  | 'closeReason'
  | 'tables'
  | 'shift'
  | 'tags'
  | 'taker'
  | 'channel'
  | 'date'
  | 'startSecond'
  | 'instant'
  | 'payChannel'
  | 'offlineKind'
  | 'settlement'
  | 'handBack'
  | 'onFinish'
  | 'logType'
  | 'cause'
  | 'flag'
  | 'changed'
  | 'language'
  | 'title'
  | 'fapiao';

/**
 * Money fields read in the shared money words (bookingMoney.*, the deposit
 * card's and the reports'), not words of their own; the rest are labelled
 * staffOps.logField.<key>.
 */
const MONEY_LABELS: Record<string, string> = {
  deposit: 'bookingMoney.deposit.asked',
  depositAmount: 'bookingMoney.deposit.asked',
  depositForfeitAmount: 'bookingMoney.deposit.kept',
  depositDiscountAmount: 'bookingMoney.deposit.applied',
  finalPaymentAmount: 'bookingMoney.final.asked',
  finalPaidAmount: 'bookingMoney.final.paid',
  finalForfeitAmount: 'bookingMoney.final.kept',
  mealCostAmount: 'bookingMoney.mealCost',
  settlement: 'bookingMoney.settlementLabel',
  handBack: 'bookingMoney.handBackLabel',
  onFinish: 'bookingMoney.settlementLabel',
};

/** Each field the server logs, how it reads, and its label (staffOps.logField.*, or MONEY_LABELS). */
const FIELDS: Record<string, Kind> = {
  status: 'status',
  closeReason: 'closeReason',
  items: 'tables',
  itemIds: 'tables',
  people: 'count',
  adultCount: 'count',
  childCount: 'count',
  date: 'date',
  shiftId: 'shift',
  startSecond: 'startSecond',
  arrivalTime: 'instant',
  deposit: 'money',
  depositAmount: 'money',
  amount: 'money',
  refundAmount: 'money',
  refundingAmount: 'money',
  finalPaymentAmount: 'money',
  mealCostAmount: 'money',
  finalPaidAmount: 'money',
  depositForfeitAmount: 'money',
  depositDiscountAmount: 'money',
  finalForfeitAmount: 'money',
  tagIds: 'tags',
  takerId: 'taker',
  channelId: 'channel',
  storeRemark: 'text',
  dinerRemark: 'text',
  platformTags: 'text',
  inviteCode: 'text',
  dietPreference: 'text',
  dietTaboo: 'text',
  serviceRequirement: 'text',
  dinerTitle: 'title',
  dinerLastName: 'text',
  dinerFirstName: 'text',
  dinerPhoneRegionCode: 'text',
  dinerPhone: 'text',
  dinerLanguage: 'language',
  extendedJson: 'changed',
  invitationTemplateId: 'changed',
  transactionNo: 'text',
  reference: 'text',
  channel: 'payChannel',
  offlineKind: 'offlineKind',
  settlement: 'settlement',
  handBack: 'handBack',
  onFinish: 'onFinish',
  revokedType: 'logType',
  // what a revert undid, and why the server itself changed money (codes it logs instead of sentences)
  revertedType: 'logType',
  cause: 'cause',
  waived: 'flag',
  supplement: 'flag',
  onArrival: 'flag',
  refundable: 'flag',
  fapiao: 'fapiao',
  // product items on booking orders
  productItem: 'text',
  quantity: 'count',
  unitPrice: 'money',
  itemRemark: 'text',
  productItemsTotal: 'money',
};

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : value == null || value === '' ? [] : [String(value)];
}

function formatValue(kind: Kind, value: unknown, n: LogNames): string {
  if (value == null || value === '') return '—';
  switch (kind) {
    case 'money':
      return isCents(String(value)) ? n.money(String(value)) : String(value);
    case 'status':
      return n.t(`staffOps.status.${String(value)}`);
    case 'closeReason':
      return n.t(`staffOps.closeReason.${String(value)}`);
    case 'logType':
      return n.t(`staffOps.logType.${String(value)}`);
    case 'cause':
      return n.t(`staffOps.logCause.${String(value)}`, { defaultValue: String(value) });
    case 'tables':
      return n.tables(asList(value)) || '—';
    case 'tags':
      return n.tags(asList(value)) || '—';
    case 'shift':
      return n.shift(String(value)) || '—';
    case 'taker':
      return n.taker(String(value)) || '—';
    case 'channel':
      return n.channel(String(value)) || '—';
    case 'date':
      return n.date(String(value));
    case 'startSecond':
      return clock(Number(value));
    case 'instant':
      return n.instant(String(value));
    case 'payChannel':
      // The bundled names first; the store's own channels (banks, wallets) are in the transactions' words.
      return n.t(`diner.payment.channel.${String(value)}`, {
        defaultValue: n.t(`transactions.channel.${String(value)}`, { defaultValue: String(value) }),
      });
    case 'offlineKind':
      return n.t(`transactions.offline.${String(value)}`, { defaultValue: String(value) });
    case 'language':
      return n.t(`language.${String(value)}`, { defaultValue: String(value) });
    case 'settlement':
      return settlementText(value, n);
    case 'handBack': {
      // What staff hand back at the counter, by kind: a refund there is done the moment it is recorded.
      const parts = value as Record<string, string>;
      return Object.entries(parts)
        .map(([kind, cents]) =>
          n.t(`bookingMoney.handBack.${kind === 'CARD' ? 'CARD' : 'CASH'}`, { amount: n.money(cents) }),
        )
        .join('; ');
    }
    case 'onFinish':
      return n.t('bookingMoney.onFinish');
    case 'title':
      return n.t(`staffOps.diner.titles.${String(value)}`);
    case 'flag':
      return value ? n.t('staffOps.logField.yes') : n.t('staffOps.logField.no');
    case 'changed':
      return n.t('staffOps.logField.updated');
    case 'count':
      return String(value);
    case 'fapiao': {
      // The title as staff read it on the order: kind, name, and a company's taxpayer id.
      const f = value as { kind?: string; title?: string; taxpayerId?: string };
      return [n.t(`fapiao.kind.${f.kind === 'COMPANY' ? 'COMPANY' : 'PERSONAL'}`), f.title, f.taxpayerId]
        .filter(Boolean)
        .join(' · ');
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/**
 * How a close settled the deposit, in the shared words: the amounts kept and
 * refunded as the server logged them. Entries written before the server named
 * both (a bare choice, or a choice with the amount kept) read by their choice.
 */
function settlementText(value: unknown, n: LogNames): string {
  const s = (typeof value === 'string' ? { choice: value } : (value ?? {})) as {
    choice?: string;
    keptAmount?: string;
    refundAmount?: string;
    forfeitAmount?: string;
  };
  const choice = s.choice === 'PARTIAL' || s.choice === 'FORFEIT_ALL' ? s.choice : 'REFUND_ALL';
  if (s.keptAmount !== undefined && s.refundAmount !== undefined) {
    return n.t(`bookingMoney.settlement.${choice}`, { kept: n.money(s.keptAmount), refund: n.money(s.refundAmount) });
  }
  const named = n.t(`staffOps.settlement.${choice}`);
  return choice === 'PARTIAL' && s.forfeitAmount ? `${named} (${n.money(s.forfeitAmount)})` : named;
}

/** An entry's logged JSON as an object ({} when it is not one). */
export function parse(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json || '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The entry's changes, one labelled line per field a manager reads, in the server's order. */
export function logLines(beforeJson: string, afterJson: string, names: LogNames): LogLine[] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  return Object.keys(after)
    .filter((key) => key in FIELDS)
    .map((key) => {
      const kind = FIELDS[key];
      const line: LogLine = {
        key,
        label: names.t(labelKeyOf(key)),
        after: formatValue(kind, after[key], names),
      };
      if (key in before && kind !== 'changed') line.before = formatValue(kind, before[key], names);
      return line;
    });
}

/** The text key of a logged field's label. */
export const labelKeyOf = (key: string) => MONEY_LABELS[key] ?? `staffOps.logField.${key}`;

/** The keys `logLines` labels: each needs its label (labelKeyOf) in every language. */
export const LOGGED_FIELDS = Object.keys(FIELDS);
