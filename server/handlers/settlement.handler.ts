import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  SettlementItem_Kind,
  SettlementStatement_Status,
  type AdminSettlementService,
  type MerchantSettlementService,
} from '@gen/payment/v1/settlement_service_pb';
import type { StatementItemRecord, StatementRecord } from '../domain/settlement/settlement.repository';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';

const toStatement = (s: StatementRecord) => ({
  ...s,
  status: SettlementStatement_Status[s.status],
  createTime: timestampFromDate(s.createTime),
});

const toItem = (i: StatementItemRecord) => ({
  ...i,
  kind: SettlementItem_Kind[i.kind],
  successTime: i.successTime ? timestampFromDate(i.successTime) : undefined,
});

// Access rules (administrators; the merchant's staff) are checked before these run.
export function adminSettlementHandler(services: Services): ServiceImpl<typeof AdminSettlementService> {
  const settlement = services.settlement;
  return {
    async createSettlementStatements(r, ctx) {
      const { userId } = await rpcContext(ctx).standing();
      const list = await settlement.createStatements(r.merchantId, r.periodStart.trim(), r.periodEnd.trim(), userId);
      return { list: list.map(toStatement) };
    },
    async listSettlementStatements(r) {
      const list = await settlement.statements(r.merchantId && r.merchantId !== '0' ? r.merchantId : undefined);
      return { list: list.map(toStatement) };
    },
    async recordSettlementPayout(r, ctx) {
      const { userId } = await rpcContext(ctx).standing();
      const payout = { reference: r.reference.trim(), date: r.payoutDate.trim(), amount: r.amount };
      return { statement: toStatement(await settlement.recordPayout(r.statementId, payout, userId)) };
    },
  };
}

export function merchantSettlementHandler(services: Services): ServiceImpl<typeof MerchantSettlementService> {
  const settlement = services.settlement;
  return {
    async listMerchantSettlementStatements(r) {
      return { list: (await settlement.statements(r.merchantId)).map(toStatement) };
    },
    async getMerchantSettlementStatement(r) {
      const { statement, items } = await settlement.statementOf(r.merchantId, r.statementId);
      return { statement: toStatement(statement), itemList: items.map(toItem) };
    },
  };
}
