import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FloorPlanPlacement_Shape, StoreFloorPlanService } from '@gen/store/v1/store_day_service_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const at = (itemId: string, x: number, y: number, extra: Record<string, unknown> = {}) => ({
  storeTableItemId: itemId,
  x,
  y,
  width: 100,
  height: 100,
  shape: FloorPlanPlacement_Shape.RECTANGLE,
  ...extra,
});

const create = (placementList: ReturnType<typeof at>[], size = { width: 800, height: 600 }) =>
  f.staffX.client(StoreFloorPlanService).createFloorPlan({
    storeId: f.x.storeId,
    floorPlan: { name: 'Terrace', ...size, placementList },
  });

describe('floor plan placements', () => {
  it('refuses a table placed twice, outside the plan, without a size, or turned past 359 degrees', async () => {
    const item = f.x.items.ten[0]!;
    expect(await failure(create([at(item, 0, 0), at(item, 300, 0)]))).toEqual({
      code: 'InvalidArgument',
      message: 'a table can be placed on a floor plan only once',
    });
    // 750 + 100 runs past the plan's right edge at 800
    expect(await failure(create([at(item, 750, 10)]))).toEqual({
      code: 'InvalidArgument',
      message: 'a table must lie inside the floor plan',
    });
    expect(await failure(create([at(item, -1, 10)]))).toEqual({
      code: 'InvalidArgument',
      message: 'a table must lie inside the floor plan',
    });
    expect(await failure(create([at(item, 10, 10, { width: 0 })]))).toEqual({
      code: 'InvalidArgument',
      message: 'a placed table needs a size, a shape and a rotation from 0 to 359 degrees',
    });
    expect(await failure(create([at(item, 10, 10, { rotation: 360 })]))).toEqual({
      code: 'InvalidArgument',
      message: 'a placed table needs a size, a shape and a rotation from 0 to 359 degrees',
    });
    expect(await failure(create([], { width: 20_000, height: 600 }))).toEqual({
      code: 'InvalidArgument',
      message: 'a floor plan needs a width and a height',
    });
    // nothing was kept by the refused calls
    expect((await f.staffX.client(StoreFloorPlanService).queryFloorPlans({ storeId: f.x.storeId })).list).toEqual([]);
  });

  it('keeps a table touching the plan’s edges, turned and round', async () => {
    const made = await create([
      at(f.x.items.ten[0]!, 700, 500, { rotation: 45, shape: FloorPlanPlacement_Shape.ROUND }),
    ]);
    expect(made.floorPlan?.placementList).toEqual([
      expect.objectContaining({ x: 700, y: 500, rotation: 45, shape: FloorPlanPlacement_Shape.ROUND }),
    ]);
  });

  it('refuses another store’s staff', async () => {
    const result = await failure(
      f.staffY.client(StoreFloorPlanService).createFloorPlan({
        storeId: f.x.storeId,
        floorPlan: { name: 'Hall', width: 800, height: 600 },
      }),
    );
    expect(result.code).toBe('PermissionDenied');
  });
});
