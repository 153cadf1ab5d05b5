import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import type { Services } from '../services';
import { fromDepositPolicy, fromRule, toDepositPolicy, toRule } from './booking-mappers';

export function storeBookingRuleHandler(services: Services): ServiceImpl<typeof StoreBookingRuleService> {
  const { rules } = services.booking;
  return {
    async getBookingRule(request) {
      return { rule: toRule(await rules.rule(request.storeId)) };
    },
    async updateBookingRule(request) {
      return { rule: toRule(await rules.updateRule(request.storeId, fromRule(request.rule!))) };
    },
    async queryDepositPolicies(request) {
      return { list: (await rules.depositPolicies(request.storeId)).map(toDepositPolicy) };
    },
    async replaceDepositPolicies(request) {
      const saved = await rules.replaceDepositPolicies(request.storeId, request.list.map(fromDepositPolicy));
      return { list: saved.map(toDepositPolicy) };
    },
  };
}
