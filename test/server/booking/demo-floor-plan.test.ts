import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreFloorPlanService } from '@gen/store/v1/store_day_service_pb';
import { PermittedStoreService } from '@gen/store/v1/store_query_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let staff: { sessionKey: string };
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db);
  const user = await server.services.users.findByPhone('86', DEMO_ACCOUNTS.staff.phone);
  staff = {
    sessionKey: (
      await server.services.sessions.start(user!.id, { clientPlatform: 'WEB', platformId: 'web', deviceId: 'demo' })
    ).key,
  };
});
afterAll(() => server.close());

describe('the demo floor plan', () => {
  it('places every table of each demo store inside its room, so the board shows the room', async () => {
    const stores = (await server.client(PermittedStoreService, staff).queryPermittedStores({})).list;
    expect(stores).toHaveLength(3);
    for (const store of stores) {
      const storeId = store.model!.id;
      const plans = (await server.client(StoreFloorPlanService, staff).queryFloorPlans({ storeId })).list;
      expect(plans.map((p) => p.name)).toEqual(['Main hall']);
      const plan = plans[0]!;
      const tables = (await server.client(StoreTableService, staff).queryTables({ storeId })).list;
      const itemIds = tables.flatMap((t) => t.itemList.map((i) => i.model!.id)).sort();
      expect(plan.placementList.map((p) => p.storeTableItemId).sort()).toEqual(itemIds);
      for (const p of plan.placementList) {
        expect(p.x + p.width).toBeLessThanOrEqual(plan.width);
        expect(p.y + p.height).toBeLessThanOrEqual(plan.height);
      }
    }
  });
});
