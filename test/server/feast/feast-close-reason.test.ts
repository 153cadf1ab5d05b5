import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFeastService } from '@gen/feast/v1/admin_feast_service_pb';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import {
  Feast_ClosedBy,
  Feast_CloseReason,
  FeastParticipant_CloseReason,
  type FeastInput,
} from '@gen/feast/v1/feast_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, publishedFeast } from './feast-fixture';

// Diners are told who called a feast off (its store, its creator, too few
// people), and a store's note on closing stays with staff.
let server: TestServer;
let f: BookingFixture;
let day = 40;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const input = () => feastInput(new Date(), { days: ++day, storeShiftId: f.x.dinnerId });
const store = () => f.staffX.client(StoreFeastService);

describe('a closed feast as diners see it', () => {
  it('closed by the store: the store called it off, and its internal note never reaches a diner', async () => {
    const feast = await publishedFeast(f, input());
    const feastId = feast.model!.id;
    await join(f.dinerA, feastId);
    await store().closeFeast({ storeId: f.x.storeId, feastId, remark: '测试关闭' });

    const seen = (await f.dinerA.client(PublicFeastService).getFeast({ feastId })).feast!;
    expect(seen).toMatchObject({ closeReason: Feast_CloseReason.CREATOR_CANCEL, closedBy: Feast_ClosedBy.STORE });
    expect(seen.closeRemark).toBe('');
    const anonymous = (await server.client(PublicFeastService).getFeast({ feastId })).feast!;
    expect(anonymous.closeRemark).toBe('');

    // The diner's own list of participations: the same feast, the same silence,
    // and their place closed because the feast closed, not by a creator.
    const { list } = await f.dinerA.client(DinerFeastService).listMyParticipations({});
    const mine = list.find((x) => x.feast?.model?.id === feastId)!;
    expect(mine.feast!.closeRemark).toBe('');
    expect(mine.participant!.closeReason).toBe(FeastParticipant_CloseReason.FEAST_CLOSED);

    // Staff read their note.
    const staffView = (await store().getStoreFeast({ storeId: f.x.storeId, feastId })).feast!;
    expect(staffView).toMatchObject({ closeRemark: '测试关闭', closedBy: Feast_ClosedBy.STORE });
  });

  it('closed by its creator: diners read that the host called it off, in the host’s own words', async () => {
    const row = await server.database.db
      .selectFrom('app_user')
      .select('phone')
      .where('id', '=', f.dinerB.userId)
      .executeTakeFirstOrThrow();
    await f.admin.client(AdminFeastService).grantPermittedCreator({
      merchantId: f.merchantId,
      storeId: f.x.storeId,
      phoneRegionCode: '86',
      phone: row.phone,
    });
    const { feast } = await f.dinerB
      .client(DinerFeastService)
      .createFeast({ storeId: f.x.storeId, feast: input() as FeastInput });
    const feastId = feast!.model!.id;
    await f.dinerB.client(DinerFeastService).closeMyFeast({ feastId, remark: 'Typhoon warning' });

    // A feast still waiting for its audit is seen by its creator and staff only.
    const creator = (await f.dinerB.client(PublicFeastService).getFeast({ feastId })).feast!;
    expect(creator).toMatchObject({
      closeReason: Feast_CloseReason.CREATOR_CANCEL,
      closedBy: Feast_ClosedBy.CREATOR,
      closeRemark: 'Typhoon warning',
    });
  });

  it('an open feast names no closer', async () => {
    const feast = await publishedFeast(f, input());
    const seen = (await f.dinerA.client(PublicFeastService).getFeast({ feastId: feast.model!.id })).feast!;
    expect(seen.closedBy).toBe(Feast_ClosedBy.UNSPECIFIED);
  });
});
