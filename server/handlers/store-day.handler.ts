import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  FloorPlanPlacement_Shape,
  type StoreDailyMemoService,
  type StoreFloorPlanInput,
  type StoreFloorPlanService,
} from '@gen/store/v1/store_day_service_pb';
import type { DailyMemoRecord, FloorPlanInput, FloorPlanRecord } from '../domain/store/store-day.repository';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';
import { fromImage, toImage } from './store-mappers';

const toMemo = (m: DailyMemoRecord) => ({
  date: m.date,
  content: m.content,
  updateTime: timestampFromDate(m.updateTime),
  updaterUserId: m.updaterUserId ?? '0',
});

const toFloorPlan = (p: FloorPlanRecord) => ({
  model: toModel(p.id, p.createTime, p.updateTime),
  storeId: p.storeId,
  name: p.name,
  width: p.width,
  height: p.height,
  background: p.background ? toImage(p.background) : undefined,
  sort: p.sort,
  placementList: p.placements.map((x) => ({ ...x, shape: valueOf(FloorPlanPlacement_Shape, x.shape) })),
});

function fromFloorPlanInput(p: StoreFloorPlanInput): FloorPlanInput {
  return {
    name: p.name.trim(),
    width: p.width,
    height: p.height,
    background: fromImage(p.background),
    sort: p.sort,
    placements: p.placementList.map((x) => ({
      storeTableItemId: x.storeTableItemId,
      x: x.x,
      y: x.y,
      width: x.width,
      height: x.height,
      rotation: x.rotation,
      shape: nameOf(FloorPlanPlacement_Shape, x.shape) || 'RECTANGLE',
    })),
  };
}

export function storeDailyMemoHandler(services: Services): ServiceImpl<typeof StoreDailyMemoService> {
  const { storeDays } = services.booking;
  return {
    async queryDailyMemos(request) {
      return { list: (await storeDays.memos(request.storeId, request.startDate, request.endDate)).map(toMemo) };
    },
    async setDailyMemo(request, ctx) {
      const { user } = await requireUser(ctx);
      return { memo: toMemo(await storeDays.setMemo(request.storeId, request.date, request.content, user.id)) };
    },
  };
}

export function storeFloorPlanHandler(services: Services): ServiceImpl<typeof StoreFloorPlanService> {
  const { storeDays } = services.booking;
  return {
    async queryFloorPlans(request) {
      return { list: (await storeDays.floorPlans(request.storeId)).map(toFloorPlan) };
    },
    async createFloorPlan(request) {
      return {
        floorPlan: toFloorPlan(
          await storeDays.createFloorPlan(request.storeId, fromFloorPlanInput(request.floorPlan!)),
        ),
      };
    },
    async updateFloorPlan(request) {
      const plan = await storeDays.updateFloorPlan(
        request.storeId,
        request.floorPlanId,
        fromFloorPlanInput(request.floorPlan!),
      );
      return { floorPlan: toFloorPlan(plan) };
    },
    async deleteFloorPlan(request) {
      await storeDays.deleteFloorPlan(request.storeId, request.floorPlanId);
      return {};
    },
  };
}
