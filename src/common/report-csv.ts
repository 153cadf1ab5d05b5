import type { BookingReport, DepositFigures, GroupFigures } from '../gen/report/v1/report_service_pb';
import { centsToYuan } from './money';

/** The column and row titles of the CSV, in the reader's language. */
export interface ReportCsvLabels {
  section: { day: string; shift: string; channel: string; source: string; taker: string; summary: string };
  columns: { name: string; bookings: string; covers: string; cancelled: string; noShow: string; value: string };
  summary: Record<
    | 'cancellationRate'
    | 'noShowRate'
    | 'leadTimeAverageHours'
    | 'leadTimeMedianHours'
    | 'utilisation'
    | 'diners'
    | 'repeatDiners',
    string
  >;
  /** The deposit rows' words: the shared money words (bookingMoney.deposit.*), as on the deposit card. */
  deposit: Record<DepositWord, string>;
  revenue: (kind: string) => string;
  none: string;
}

export type DepositWord = 'paid' | 'refunded' | 'refunding' | 'kept' | 'applied' | 'held' | 'received';

/**
 * A report's deposit figures in order, each under its word of the shared money
 * words (src/common/booking-money.ts, DepositSums): the page and the CSV show the
 * same rows.
 */
export function depositRows(d: DepositFigures): [DepositWord, string][] {
  return [
    ['paid', d.paid],
    ['refunded', d.refunded],
    ['refunding', d.refunding],
    ['kept', d.forfeited],
    ['applied', d.applied],
    ['held', d.held],
    ['received', d.net],
  ];
}

/** A field as CSV: quoted when it holds a comma, a quote or a line break; formulas disarmed. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of fields. */
export const csvLine = (cells: (string | number)[]) => cells.map(field).join(',');
const line = csvLine;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The report as one CSV document (UTF-8 with a BOM so spreadsheet apps read Chinese right). */
export function reportCsv(report: BookingReport, l: ReportCsvLabels): string {
  const rows: string[] = [];
  const head = [l.columns.bookings, l.columns.covers, l.columns.cancelled, l.columns.noShow];
  const counts = (c: GroupFigures['count']) => [c?.bookings ?? 0, c?.covers ?? 0, c?.cancelled ?? 0, c?.noShow ?? 0];
  rows.push(line([l.section.day, ...head]));
  for (const d of report.dayList) rows.push(line([d.date, ...counts(d.count)]));
  rows.push(line(['', ...counts(report.total)]));
  const groups: [string, GroupFigures[]][] = [
    [l.section.shift, report.shiftList],
    [l.section.channel, report.channelList],
    [l.section.source, report.sourceList],
    [l.section.taker, report.takerList],
  ];
  for (const [title, list] of groups) {
    rows.push('', line([title, ...head]));
    for (const g of list) rows.push(line([g.name || l.none, ...counts(g.count)]));
  }
  const s = l.summary;
  rows.push('', line([l.section.summary, l.columns.value]));
  rows.push(line([s.cancellationRate, percent(report.cancellationRate)]));
  rows.push(line([s.noShowRate, percent(report.noShowRate)]));
  rows.push(line([s.leadTimeAverageHours, (report.leadTime?.averageHours ?? 0).toFixed(1)]));
  rows.push(line([s.leadTimeMedianHours, (report.leadTime?.medianHours ?? 0).toFixed(1)]));
  rows.push(line([s.utilisation, percent(report.utilisation?.rate ?? 0)]));
  // Money per currency (ISO 4217 after the label): amounts of two currencies are never added.
  for (const d of report.depositList) {
    for (const [word, cents] of depositRows(d)) {
      rows.push(line([`${l.deposit[word]} (${d.currency})`, centsToYuan(cents || '0')]));
    }
  }
  for (const r of report.revenueList) rows.push(line([`${l.revenue(r.kind)} (${r.currency})`, centsToYuan(r.amount)]));
  rows.push(line([s.diners, report.diners]));
  rows.push(line([s.repeatDiners, report.repeatDiners]));
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
