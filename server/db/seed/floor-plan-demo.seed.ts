import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { StoreDayRepository, type PlacementRecord } from '../../domain/store/store-day.repository';

// The demo room, 1000 x 700 plan units: the two-seat tables along the window
// (top), the four-seat tables in the middle, the six-seat tables by the wall and
// the private room in the corner, so the board's floor view shows a room and not
// a grid. Keyed by the demo tables' names (demo.seed.ts).
const ROOM = { width: 1000, height: 700 };
const PLACES: Record<string, Omit<PlacementRecord, 'storeTableItemId'>> = {
  A1: { x: 60, y: 50, width: 110, height: 110, rotation: 0, shape: 'ROUND' },
  A2: { x: 240, y: 50, width: 110, height: 110, rotation: 0, shape: 'ROUND' },
  A3: { x: 420, y: 50, width: 110, height: 110, rotation: 0, shape: 'ROUND' },
  A4: { x: 600, y: 50, width: 110, height: 110, rotation: 0, shape: 'ROUND' },
  B1: { x: 60, y: 260, width: 150, height: 120, rotation: 0, shape: 'RECTANGLE' },
  B2: { x: 280, y: 260, width: 150, height: 120, rotation: 0, shape: 'RECTANGLE' },
  B3: { x: 500, y: 260, width: 150, height: 120, rotation: 0, shape: 'RECTANGLE' },
  C1: { x: 60, y: 480, width: 220, height: 140, rotation: 0, shape: 'RECTANGLE' },
  C2: { x: 360, y: 480, width: 220, height: 140, rotation: 0, shape: 'RECTANGLE' },
  'VIP Room': { x: 760, y: 300, width: 200, height: 340, rotation: 0, shape: 'RECTANGLE' },
};

/** Gives each demo store a floor plan ("Main hall") with every one of its table items placed. */
export async function seedFloorPlanDemo(trx: Kysely<Database>, stores: Array<{ id: string }>): Promise<void> {
  const repo = new StoreDayRepository(trx);
  for (const store of stores) {
    const items = await trx
      .selectFrom('store_table_item')
      .select(['id', 'name'])
      .where('store_id', '=', store.id)
      .execute();
    const placements = items.flatMap((item) => {
      const place = PLACES[item.name];
      return place ? [{ storeTableItemId: item.id, ...place }] : [];
    });
    await repo.insertFloorPlan(store.id, { name: 'Main hall', ...ROOM, background: null, sort: 1, placements });
  }
}
