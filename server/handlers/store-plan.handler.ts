import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBusinessPlanService } from '@gen/store/v1/business_plan_pb';
import type { StoreShiftService } from '@gen/store/v1/shift_pb';
import type { Services } from '../services';
import { fromShiftInput, toShift, toWeeklyPlanDay } from './store-mappers';

export function storeBusinessPlanHandler(services: Services): ServiceImpl<typeof StoreBusinessPlanService> {
  const { businessPlans } = services.booking;
  return {
    async getWeeklyPlan(request) {
      return { list: (await businessPlans.weeklyPlan(request.storeId)).map(toWeeklyPlanDay) };
    },
    async updateWeeklyPlan(request) {
      const days = request.list.map((d) => ({ weekday: d.weekday, rest: d.rest, shiftIds: d.shiftIdList }));
      return { list: (await businessPlans.updateWeeklyPlan(request.storeId, days)).map(toWeeklyPlanDay) };
    },
    async queryRestDays(request) {
      return { list: await businessPlans.restDays(request.storeId, request.startDate, request.endDate) };
    },
    async addRestDay(request) {
      await businessPlans.addRestDay(request.storeId, request.date, request.remark);
      return {};
    },
    async removeRestDay(request) {
      await businessPlans.removeRestDay(request.storeId, request.date);
      return {};
    },
  };
}

export function storeShiftHandler(services: Services): ServiceImpl<typeof StoreShiftService> {
  const { shifts } = services.booking;
  return {
    async queryShifts(request) {
      return { list: (await shifts.list(request.storeId)).map(toShift) };
    },
    async createShift(request) {
      return { shift: toShift(await shifts.create(request.storeId, fromShiftInput(request.shift))) };
    },
    async updateShift(request) {
      return { shift: toShift(await shifts.update(request.storeId, request.shiftId, fromShiftInput(request.shift))) };
    },
    async deleteShift(request) {
      await shifts.delete(request.storeId, request.shiftId);
      return {};
    },
  };
}
