import type { ServiceImpl } from '@connectrpc/connect';
import { CalendarCountMode } from '@gen/booking/v1/availability_pb';
import type { DinerAvailabilityService, StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import type { CountMode } from '../domain/booking/availability.service';
import type { Services } from '../services';
import { toDayCount, toDinerShiftInventory, toRule, toShiftInventory, toUsedTableItem } from './booking-mappers';
import { nameOf } from './enum-names';
import { toShift, toTable, toWeeklyPlanDay } from './store-mappers';

const modeOf = (mode: CalendarCountMode): CountMode => (nameOf(CalendarCountMode, mode) || 'ORDERS') as CountMode;

export function dinerAvailabilityHandler(services: Services): ServiceImpl<typeof DinerAvailabilityService> {
  const { availability, shifts, tables, businessPlans, stores } = services.booking;
  return {
    async getEarliestBookingDate(request) {
      return { date: await availability.earliestDate(request.storeId) };
    },
    async getBookingRuleInfo(request) {
      const info = await availability.ruleInfo(request.storeId, request.startDate, request.endDate);
      return {
        info: {
          rule: toRule(info.context.rule),
          minDate: info.window?.minDate ?? '',
          maxDate: info.window?.maxDate ?? '',
          matchedDayMap: Object.fromEntries([...info.matched].map(([date, list]) => [date, { list }])),
          restDayMap: Object.fromEntries(info.rest),
          latestCancelDay: info.context.store.bookingConfig.latestCancelDay ?? 0,
          timezone: info.context.store.timezone,
        },
      };
    },
    async queryDailyInventoryCount(request) {
      const days = await availability.dailyCounts(
        request.storeId,
        request.startDate,
        request.endDate,
        request.peopleCount,
        modeOf(request.mode),
        'DINER',
      );
      // A store's business volume is not the diners' business.
      return { list: days.map((d) => toDayCount({ ...d, count: 0, tableCount: 0, dinerCount: 0, orderCount: 0 })) };
    },
    async queryBookingInventory(request) {
      const views = await availability.inventory(
        request.storeId,
        request.reservationDate,
        request.peopleCount,
        'DINER',
      );
      return { list: views.map(toDinerShiftInventory) };
    },
    async queryStoreShifts(request) {
      await stores.getStore(request.storeId);
      return { list: (await shifts.list(request.storeId)).filter((s) => !s.globalDisabled).map(toShift) };
    },
    async queryStoreTables(request) {
      await stores.getStore(request.storeId);
      const visible = (await tables.list(request.storeId)).filter((t) => t.status === 'NORMAL');
      return { list: visible.map((t) => toTable(t, false)) };
    },
    async queryStoreWeeklyPlan(request) {
      await stores.getStore(request.storeId);
      return { list: (await businessPlans.weeklyPlan(request.storeId)).map(toWeeklyPlanDay) };
    },
  };
}

export function storeAvailabilityHandler(services: Services): ServiceImpl<typeof StoreAvailabilityService> {
  const { availability } = services.booking;
  return {
    async queryStoreDailyInventoryCount(request) {
      const days = await availability.dailyCounts(
        request.storeId,
        request.startDate,
        request.endDate,
        request.peopleCount,
        modeOf(request.mode),
        'STAFF',
      );
      return { list: days.map(toDayCount) };
    },
    async queryStoreBookingInventory(request) {
      const views = await availability.inventory(
        request.storeId,
        request.reservationDate,
        request.peopleCount,
        'STAFF',
        request.excludeBookingOrderId || undefined,
      );
      return { list: views.map(toShiftInventory) };
    },
    async queryFreeTableItems(request) {
      const result = await availability.freeItems(
        request.storeId,
        request.reservationDate,
        request.storeShiftId,
        request.reservationStartSecond,
        request.peopleCount,
        request.bookingOrderId === '0' ? undefined : request.bookingOrderId,
      );
      return {
        list: result.free.map(({ item, table }) => ({
          storeTableItemId: item.id,
          name: item.name,
          storeTableId: table.id,
          storeTableName: table.name,
          seatCapacity: table.seatCapacity,
        })),
        suggestedItemIdList: result.suggested,
      };
    },
    async queryUsedTableItems(request) {
      const merged = await availability.usedTableItems(request.storeId, request.reservationDate);
      return { list: merged.using.map(toUsedTableItem), notUsingList: merged.notUsing.map(toUsedTableItem) };
    },
  };
}
