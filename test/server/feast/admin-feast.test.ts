import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFeastService } from '@gen/feast/v1/admin_feast_service_pb';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_CloseReason, Feast_Status } from '@gen/feast/v1/feast_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createFeast, feastInput } from './feast-fixture';

let server: TestServer;
let f: BookingFixture;
let day = 3;
const phoneOf: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  for (const who of ['dinerA', 'dinerB'] as const) {
    const row = await server.database.db
      .selectFrom('app_user')
      .select('phone')
      .where('id', '=', f[who].userId)
      .executeTakeFirstOrThrow();
    phoneOf[who] = row.phone;
  }
});
afterAll(() => server.close());

const input = () => feastInput(new Date(), { days: ++day, storeShiftId: f.x.dinnerId });
const admin = () => f.admin.client(AdminFeastService);
const dinerCreates = (who: 'dinerA' | 'dinerB') =>
  f[who].client(DinerFeastService).createFeast({ storeId: f.x.storeId, feast: input() as never });

describe('permitted feast creators, set by an administrator', () => {
  it('a granted diner may host at the store; once revoked they are refused', async () => {
    const { creator } = await admin().grantPermittedCreator({
      merchantId: f.merchantId,
      storeId: f.x.storeId,
      phoneRegionCode: '86',
      phone: phoneOf.dinerA,
    });
    expect(creator).toMatchObject({ storeId: f.x.storeId, creator: { userId: f.dinerA.userId } });
    expect((await admin().listMerchantPermittedCreators({ merchantId: f.merchantId })).list).toMatchObject([
      { storeId: f.x.storeId, creator: { userId: f.dinerA.userId, phone: phoneOf.dinerA } },
    ]);
    expect((await dinerCreates('dinerA')).feast?.status).toBe(Feast_Status.WAIT_AUDIT);

    await admin().revokePermittedCreator({ merchantId: f.merchantId, storeId: f.x.storeId, userId: f.dinerA.userId });
    expect((await admin().listMerchantPermittedCreators({ merchantId: f.merchantId })).list).toEqual([]);
    expect((await failure(dinerCreates('dinerA'))).message).toBe(SERVER_MESSAGE.feastNotPermittedCreator);
    expect(
      (
        await failure(
          admin().revokePermittedCreator({ merchantId: f.merchantId, storeId: f.x.storeId, userId: f.dinerA.userId }),
        )
      ).message,
    ).toBe(SERVER_MESSAGE.permittedCreatorNotFound);
  });

  it('refuses a store of another merchant and a phone nobody uses', async () => {
    const grant = (storeId: string, phone: string) =>
      failure(admin().grantPermittedCreator({ merchantId: f.merchantId, storeId, phoneRegionCode: '86', phone }));
    expect(await grant(f.z.storeId, phoneOf.dinerB)).toMatchObject({
      code: 'InvalidArgument',
      message: SERVER_MESSAGE.storeOfAnotherMerchant,
    });
    expect((await grant(f.x.storeId, '13912345670')).message).toBe(SERVER_MESSAGE.feastCreatorUserNotFound);
    expect((await failure(dinerCreates('dinerB'))).message).toBe(SERVER_MESSAGE.feastNotPermittedCreator);
  });
});

describe('the feast audit queue', () => {
  it('lists diners’ feasts waiting for review, oldest first; approve sends one on, reject closes it with the reason the creator reads', async () => {
    await admin().grantPermittedCreator({
      merchantId: f.merchantId,
      storeId: f.x.storeId,
      phoneRegionCode: '86',
      phone: phoneOf.dinerB,
    });
    const first = (await dinerCreates('dinerB')).feast!;
    const second = (await dinerCreates('dinerB')).feast!;
    // Staff's own feasts wait to be published, not reviewed.
    await createFeast(f, input());
    const queue = await admin().listFeastAuditQueue({ merchantId: f.merchantId });
    const ids = queue.list.map((feast) => feast.model?.id);
    expect(ids.indexOf(first.model!.id)).toBeLessThan(ids.indexOf(second.model!.id));
    expect(queue.list.every((feast) => feast.status === Feast_Status.WAIT_AUDIT)).toBe(true);
    expect(queue.total).toBe(queue.list.length);
    expect((await admin().listFeastAuditQueue({ merchantId: f.otherMerchantId })).list).toEqual([]);
    expect((await admin().listFeastAuditQueue({})).list.map((feast) => feast.model?.id)).toEqual(ids);

    expect(
      (await failure(admin().reviewQueuedFeast({ feastId: second.model!.id, approve: false, reason: '  ' }))).message,
    ).toBe(SERVER_MESSAGE.feastRejectReasonRequired);
    const approved = (await admin().reviewQueuedFeast({ feastId: first.model!.id, approve: true })).feast!;
    expect(approved.status).toBe(Feast_Status.WAIT_PUBLISH);
    await admin().reviewQueuedFeast({ feastId: second.model!.id, approve: false, reason: 'Menu photos are missing' });

    const mine = (await f.dinerB.client(PublicFeastService).getFeast({ feastId: second.model!.id })).feast!;
    expect(mine).toMatchObject({
      status: Feast_Status.CLOSED,
      closeReason: Feast_CloseReason.AUDIT_REJECT,
      closeRemark: 'Menu photos are missing',
    });
    const left = (await admin().listFeastAuditQueue({ merchantId: f.merchantId })).list.map((x) => x.model?.id);
    expect(left).not.toContain(first.model!.id);
    expect(left).not.toContain(second.model!.id);
    // Reviewed once: a second review finds it no longer waiting.
    expect((await failure(admin().reviewQueuedFeast({ feastId: first.model!.id, approve: true }))).message).toBe(
      SERVER_MESSAGE.feastStatusNotAllowed,
    );
    expect((await failure(admin().reviewQueuedFeast({ feastId: '999999', approve: true }))).message).toBe(
      SERVER_MESSAGE.feastNotFound,
    );
  });

  it('every call is refused to staff, merchant-wide staff and diners', async () => {
    for (const who of [f.staffX, f.merchantStaff, f.dinerA]) {
      const client = who.client(AdminFeastService);
      // Each call starts only when awaited: a refusal nobody awaits yet is an unhandled rejection.
      for (const call of [
        () => client.listMerchantPermittedCreators({ merchantId: f.merchantId }),
        () =>
          client.grantPermittedCreator({
            merchantId: f.merchantId,
            storeId: f.x.storeId,
            phoneRegionCode: '86',
            phone: phoneOf.dinerA,
          }),
        () =>
          client.revokePermittedCreator({ merchantId: f.merchantId, storeId: f.x.storeId, userId: f.dinerB.userId }),
        () => client.listFeastAuditQueue({}),
        () => client.reviewQueuedFeast({ feastId: '1', approve: false, reason: 'no' }),
      ]) {
        expect(await failure(call())).toMatchObject({ code: 'PermissionDenied', message: 'administrators only' });
      }
    }
  });
});
