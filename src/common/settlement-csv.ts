import {
  SettlementItem_Kind,
  type SettlementItem,
  type SettlementStatement,
} from '../gen/payment/v1/settlement_service_pb';
import { centsToYuan } from './money';
import { csvLine } from './report-csv';

export interface SettlementCsvLabels {
  columns: Record<
    'transactionNo' | 'purpose' | 'subject' | 'channel' | 'time' | 'gross' | 'refund' | 'fee' | 'net',
    string
  >;
  purpose: (purpose: string) => string;
  /** An adjustment's purpose cell: the refund clawed back, the statement its payment was on, its purpose. */
  adjustment: (purpose: string, originalStatementId: string) => string;
}

/**
 * A statement's items as CSV, with the statement's totals as the last line
 * (UTF-8 with a BOM). An adjustment line names its refund, says what it claws
 * back, and carries its negative amounts with a minus.
 */
export function settlementCsv(statement: SettlementStatement, items: SettlementItem[], l: SettlementCsvLabels): string {
  const c = l.columns;
  const rows = [csvLine([c.transactionNo, c.purpose, c.subject, c.channel, c.time, c.gross, c.refund, c.fee, c.net])];
  for (const i of items) {
    const time = i.successTime ? new Date(Number(i.successTime.seconds) * 1000).toISOString() : '';
    const adjustment = i.kind === SettlementItem_Kind.ADJUSTMENT;
    rows.push(
      csvLine([
        adjustment ? i.refundTransactionNo : i.transactionNo,
        adjustment ? l.adjustment(i.purpose, i.originalStatementId) : l.purpose(i.purpose),
        i.subjectId,
        i.channel,
        time,
        centsToYuan(i.grossAmount),
        centsToYuan(i.refundAmount),
        centsToYuan(i.feeAmount),
        centsToYuan(i.netAmount),
      ]),
    );
  }
  const s = statement;
  rows.push(
    csvLine([
      `${s.periodStart} – ${s.periodEnd}`,
      s.currency,
      '',
      '',
      '',
      centsToYuan(s.grossAmount),
      centsToYuan(s.refundAmount),
      centsToYuan(s.feeAmount),
      centsToYuan(s.netAmount),
    ]),
  );
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
