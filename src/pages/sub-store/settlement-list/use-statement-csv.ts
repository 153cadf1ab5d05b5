import { useTranslation } from '@/i18n/use-translation';
import type { SettlementStatement } from '@/gen/payment/v1/settlement_service_pb';
import { showToast } from '@/services/feedback';
import type { SettlementStore } from '@/stores/report/settlement.store';

/** Downloads a statement's items as CSV (on the web; mini-programs point to it). */
export function useStatementCsv(settlement: SettlementStore) {
  const { t } = useTranslation();
  const purpose = (p: string) => t(`settlement.purpose.${p}` as 'settlement.purpose.BOOKING_ORDER_DEPOSIT');
  return async (statement: SettlementStatement) => {
    const saved = await settlement.exportCsv(statement, {
      columns: {
        transactionNo: t('settlement.csv.transactionNo'),
        purpose: t('settlement.csv.purpose'),
        subject: t('settlement.csv.subject'),
        channel: t('settlement.csv.channel'),
        time: t('settlement.csv.time'),
        gross: t('settlement.gross'),
        refund: t('settlement.refund'),
        fee: t('settlement.fee'),
        net: t('settlement.net'),
      },
      purpose: (p) => purpose(p),
      adjustment: (p, statement) => t('settlement.adjustmentLine', { statement, purpose: purpose(p) }),
    });
    showToast(saved ? t('report.exported') : t('report.exportOnWeb'));
  };
}
