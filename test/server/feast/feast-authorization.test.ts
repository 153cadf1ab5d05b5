import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_Visibility } from '@gen/feast/v1/feast_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { addStaff, failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createFeast, feastInput, join, pay, publishedFeast } from './feast-fixture';

let server: TestServer;
let f: BookingFixture;
let staffZ: Caller;
let day = 3;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const z = await server.createUserSession({ nickname: 'staff Z' });
  staffZ = { ...z, client: (s) => server.client(s, { sessionKey: z.sessionKey }) };
  await addStaff(server, z.userId, f.otherMerchantId, f.z.storeId);
});
afterAll(() => server.close());

const input = (over: Parameters<typeof feastInput>[1] = {}) =>
  feastInput(new Date(), { days: ++day, storeShiftId: f.x.dinnerId, ...over });

describe('staff of another store or merchant cannot touch a feast', () => {
  it('is refused by the store rule for store X, and finds nothing through their own store', async () => {
    const feast = await publishedFeast(f, input());
    const p = await join(f.dinerA, feast.model!.id, 1);
    await pay(f, f.dinerA, p.model!.id);
    const id = feast.model!.id;
    const asZ = staffZ.client(StoreFeastService);
    // One call at a time: a call made while an earlier one is awaited rejects with no handler yet.
    for (const call of [
      () => asZ.getStoreFeast({ storeId: f.x.storeId, feastId: id }),
      () => asZ.closeFeast({ storeId: f.x.storeId, feastId: id }),
      () => asZ.refundParticipantDeposit({ storeId: f.x.storeId, participantId: p.model!.id }),
    ]) {
      expect((await failure(call())).message).toBe(SERVER_MESSAGE.noStorePermission);
    }
    for (const [caller, storeId] of [
      [staffZ, f.z.storeId],
      [f.staffY, f.y.storeId],
    ] as const) {
      const own = caller.client(StoreFeastService);
      expect((await failure(own.getStoreFeast({ storeId, feastId: id }))).message).toBe(SERVER_MESSAGE.feastNotFound);
      expect((await failure(own.closeFeast({ storeId, feastId: id }))).message).toBe(SERVER_MESSAGE.feastNotFound);
      expect((await failure(own.listFeastParticipants({ storeId, feastId: id }))).message).toBe(
        SERVER_MESSAGE.feastNotFound,
      );
      expect((await failure(own.refundParticipantDeposit({ storeId, participantId: p.model!.id }))).message).toBe(
        SERVER_MESSAGE.participantNotFound,
      );
    }
    // Merchant-wide staff of X's merchant may.
    const m = await f.merchantStaff.client(StoreFeastService).getFeastMoney({ storeId: f.x.storeId, feastId: id });
    expect(m.money!.paidAmount).toBe('20000');
  });
});

describe('what diners see', () => {
  it('a participant sees the members list only when the feast shows it; never phones', async () => {
    const hidden = await publishedFeast(f, input({ showParticipants: false }));
    const shown = await publishedFeast(f, input({ showParticipants: true }), f.x.items.four.slice(0, 2));
    for (const feast of [hidden, shown]) {
      for (const who of [f.dinerA, f.dinerB]) {
        const p = await join(who, feast.model!.id, 1);
        await pay(f, who, p.model!.id);
      }
    }
    const members = (who: Caller, id: string) => who.client(DinerFeastService).listFeastMembers({ feastId: id });
    expect((await failure(members(f.dinerA, hidden.model!.id))).message).toBe(SERVER_MESSAGE.feastMembersHidden);
    const list = (await members(f.dinerA, shown.model!.id)).list;
    expect(list).toHaveLength(2);
    expect(list.every((p) => p.phone === '' && p.userId === '0')).toBe(true);
    const outsider = await server.createUserSession({ nickname: 'outsider' });
    const outsiderCaller = { ...outsider, client: (s: never) => server.client(s, { sessionKey: outsider.sessionKey }) };
    expect((await failure(members(outsiderCaller as never, shown.model!.id))).message).toBe(
      SERVER_MESSAGE.feastMembersHidden,
    );
    // Staff see the phones.
    const staffList = await f.staffX
      .client(StoreFeastService)
      .listFeastParticipants({ storeId: f.x.storeId, feastId: shown.model!.id });
    expect(staffList.list.every((p) => p.phone.startsWith('+86'))).toBe(true);
  });

  it('visibility: CREATOR only its creator, SHARE only by its link, unpublished nobody', async () => {
    const get = (id: string, token = '', who?: Caller) =>
      server
        .client(PublicFeastService, who ? { sessionKey: who.sessionKey } : {})
        .getFeast({ feastId: id, shareToken: token });
    const share = await publishedFeast(f, input({ visibility: Feast_Visibility.SHARE }));
    const staffView = (
      await f.staffX.client(StoreFeastService).getStoreFeast({ storeId: f.x.storeId, feastId: share.model!.id })
    ).feast!;
    expect(staffView.shareToken).toMatch(/^[0-9a-f]{24}$/);
    expect((await failure(get(share.model!.id))).message).toBe(SERVER_MESSAGE.feastNotFound);
    expect((await failure(get(share.model!.id, 'wrong'))).message).toBe(SERVER_MESSAGE.feastNotFound);
    const opened = (await get(share.model!.id, staffView.shareToken)).feast!;
    expect(opened.shareToken).toBe('');
    // Joining needs the link too.
    expect((await failure(join(f.dinerB, share.model!.id, 1))).message).toBe(SERVER_MESSAGE.feastNotFound);
    await join(f.dinerB, share.model!.id, 1, { shareToken: staffView.shareToken });

    const unpublished = await createFeast(f, input());
    expect((await failure(get(unpublished.model!.id, '', f.dinerA))).message).toBe(SERVER_MESSAGE.feastNotFound);
    expect((await get(unpublished.model!.id, '', f.staffX)).feast!.title).toBe(unpublished.title);

    const list = await server.client(PublicFeastService).queryFeasts({});
    expect(list.list.some((x) => x.model!.id === share.model!.id)).toBe(false);
  });

  it("a diner cannot pay, cancel or move someone else's participation", async () => {
    const feast = await publishedFeast(f, input());
    const p = await join(f.dinerA, feast.model!.id, 1);
    const asB = f.dinerB.client(DinerFeastService);
    expect((await failure(asB.cancelParticipation({ participantId: p.model!.id }))).message).toBe(
      SERVER_MESSAGE.participantNotFound,
    );
    expect((await failure(asB.updateArrivalTime({ participantId: p.model!.id, arrivalSecond: 66600 }))).message).toBe(
      SERVER_MESSAGE.participantNotFound,
    );
    const payAsB = server.client(PublicTransactionService, { sessionKey: f.dinerB.sessionKey }).createTransaction({
      purpose: PaymentPurpose.FEAST_PARTICIPANT_DEPOSIT,
      subjectId: p.model!.id,
      channel: PaymentChannel.SANDBOX,
      method: PaymentMethod.ALIPAY_APP_PAY,
      returnPath: '/app/',
    });
    expect((await failure(payAsB)).message).toBe(SERVER_MESSAGE.participantNotFound);
  });
});
