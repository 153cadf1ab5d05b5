import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { DinerFeastService, ListMyFeastsRequest_Filter } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_CloseReason, Feast_Status, FeastParticipant_CloseReason, type FeastInput } from '@gen/feast/v1/feast_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, pay } from './feast-fixture';

// A diner hosting a feast (docs/feasts.md, "Diners host feasts"): the store's
// rules, its audit, the creator's publish, members and deposits, answers and
// the close; and for every call, another diner and a logged-out caller refused.

let server: TestServer;
let f: BookingFixture;
let outsider: Caller;
let day = 3;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const c = await server.createUserSession({ nickname: 'outsider C' });
  outsider = { ...c, client: (s) => server.client(s, { sessionKey: c.sessionKey }) };
  const { phone } = await server.database.db
    .selectFrom('app_user')
    .select('phone')
    .where('id', '=', f.dinerA.userId)
    .executeTakeFirstOrThrow();
  await f.staffX.client(StoreFeastService).addPermittedCreator({ storeId: f.x.storeId, phoneRegionCode: '86', phone });
});
afterAll(() => server.close());

const input = (over: Parameters<typeof feastInput>[1] = {}) =>
  feastInput(new Date(), { days: ++day, storeShiftId: f.x.dinnerId, ...over }) as FeastInput;
const host = () => f.dinerA.client(DinerFeastService);
const asB = () => f.dinerB.client(DinerFeastService);
const staff = () => f.staffX.client(StoreFeastService);
const feastCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('feast')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** dinerA's feast, approved by store X (WAIT_PUBLISH). */
async function approved(over: Parameters<typeof feastInput>[1] = {}) {
  const { feast } = await host().createFeast({ storeId: f.x.storeId, feast: input(over) });
  await staff().auditFeast({ storeId: f.x.storeId, feastId: feast!.model!.id, approve: true });
  return feast!.model!.id;
}

describe('who may host', () => {
  it('QueryPermittedCreator names the stores that permit the caller; another diner is permitted nowhere', async () => {
    expect((await host().queryPermittedCreator({})).storeIdList).toEqual([f.x.storeId]);
    expect((await asB().queryPermittedCreator({})).storeIdList).toEqual([]);
  });

  it('a diner the store has not permitted is told to ask the restaurant, and nothing is made', async () => {
    const before = await feastCount();
    const refused = await failure(asB().createFeast({ storeId: f.x.storeId, feast: input() }));
    expect(refused).toEqual({ code: 'FailedPrecondition', message: SERVER_MESSAGE.feastNotPermittedCreator });
    expect(SERVER_MESSAGE.feastNotPermittedCreator).toContain('ask the restaurant');
    // Permitted at X is not permitted at Y.
    expect((await failure(host().createFeast({ storeId: f.y.storeId, feast: input() }))).message).toBe(
      SERVER_MESSAGE.feastNotPermittedCreator,
    );
    expect(await feastCount()).toBe(before);
  });

  it("the store's form rules hold for a diner's feast, with the same messages", async () => {
    const before = await feastCount();
    for (const [over, message] of [
      [{ depositPerPerson: '-1' }, SERVER_MESSAGE.feastDepositInvalid],
      [{ participantCount: 201 }, SERVER_MESSAGE.feastParticipantCountInvalid],
      [{ minParticipantCount: 9 }, SERVER_MESSAGE.feastMinParticipantInvalid],
      [{ registrationDeadline: undefined }, SERVER_MESSAGE.feastDeadlineIncomplete],
      [{ deadlineInMs: -60_000 }, SERVER_MESSAGE.feastDeadlineBeforeNow],
      [{ durationSecond: 1234 }, SERVER_MESSAGE.feastDurationInvalid],
    ] as const) {
      const diner = await failure(host().createFeast({ storeId: f.x.storeId, feast: input(over) }));
      const store = await failure(staff().createStoreFeast({ storeId: f.x.storeId, feast: input(over) }));
      expect(diner.message).toBe(message);
      expect(store.message).toBe(message);
    }
    expect(await feastCount()).toBe(before);
  });
});

describe('a hosted feast from creation to close', () => {
  it('create, edit, audit, publish on the store tables, members and deposits, answers, close with refunds', async () => {
    const { feast: made } = await host().createFeast({
      storeId: f.x.storeId,
      feast: input({ questionList: ['Name'] }),
    });
    const id = made!.model!.id;
    expect(made).toMatchObject({ status: Feast_Status.WAIT_AUDIT, isCreator: true });

    // Nobody else may touch it: not another diner, not a logged-out caller.
    const renamed = { ...input(), title: 'Not yours' };
    for (const call of [
      () => asB().updateFeast({ feastId: id, feast: renamed }),
      () => asB().publishMyFeast({ feastId: id }),
      () => asB().closeMyFeast({ feastId: id }),
    ]) {
      expect(await failure(call())).toEqual({ code: 'NotFound', message: SERVER_MESSAGE.feastNotFound });
    }
    for (const call of [
      () => f.anonymous.client(DinerFeastService).updateFeast({ feastId: id, feast: renamed }),
      () => f.anonymous.client(DinerFeastService).publishMyFeast({ feastId: id }),
      () => f.anonymous.client(DinerFeastService).closeMyFeast({ feastId: id }),
    ]) {
      expect((await failure(call())).code).toBe('Unauthenticated');
    }
    expect((await staff().getStoreFeast({ storeId: f.x.storeId, feastId: id })).feast!.title).toBe(made!.title);

    // Not before the store's audit.
    expect((await failure(host().publishMyFeast({ feastId: id }))).message).toBe(SERVER_MESSAGE.feastStatusNotAllowed);
    await staff().auditFeast({ storeId: f.x.storeId, feastId: id, approve: true });
    // A change after the approval goes back to the audit.
    const edited = (
      await host().updateFeast({
        feastId: id,
        feast: { ...input({ questionList: ['Name'] }), title: 'Crab night, edited' },
      })
    ).feast!;
    expect(edited).toMatchObject({ title: 'Crab night, edited', status: Feast_Status.WAIT_AUDIT });
    await staff().auditFeast({ storeId: f.x.storeId, feastId: id, approve: true });

    const published = (await host().publishMyFeast({ feastId: id })).feast!;
    expect(published.status).toBe(Feast_Status.FORMING);
    expect(published.tableItemIdList.length).toBeGreaterThan(0);
    // The tables are the store's booking, never one of the host's own orders.
    const orders = await f.dinerA.client(DinerBookingOrderService).queryMyBookingOrders({});
    expect(orders.list.some((o) => o.model?.id === published.bookingOrderId)).toBe(false);
    expect((await failure(host().publishMyFeast({ feastId: id }))).message).toBe(SERVER_MESSAGE.feastStatusNotAllowed);

    // The host's lists.
    const mine = await host().listMyFeasts({ filter: ListMyFeastsRequest_Filter.MINE });
    expect(mine.list.map((x) => x.model!.id)).toContain(id);
    const theirs = await asB().listMyFeasts({ filter: ListMyFeastsRequest_Filter.MINE });
    expect(theirs.list.map((x) => x.model!.id)).not.toContain(id);
    expect((await outsider.client(DinerFeastService).countMyFeastsByStatus({})).list).toEqual([]);

    // B joins two seats and pays; the host sees the members and the deposits' sums.
    const p = await join(f.dinerB, id, 2, { answerList: ['Bo'] });
    await pay(f, f.dinerB, p.model!.id);
    const seen = await host().listFeastMembers({ feastId: id });
    expect(seen.list.map((m) => [m.seatCount, m.answerList, m.phone])).toEqual([[2, ['Bo'], '']]);
    expect(seen.money).toMatchObject({ paidAmount: '40000', heldAmount: '40000', currency: 'CNY' });
    // A member sees the members, never the money; an outsider sees neither.
    expect((await asB().listFeastMembers({ feastId: id })).money).toBeUndefined();
    expect((await failure(outsider.client(DinerFeastService).listFeastMembers({ feastId: id }))).message).toBe(
      SERVER_MESSAGE.feastMembersHidden,
    );

    // Questions: B asks; only the host answers on their feast.
    const { question } = await asB().askQuestion({ feastId: id, content: 'Is there parking?' });
    const qid = question!.model!.id;
    expect((await failure(asB().answerMyFeastQuestion({ questionId: qid, answer: 'Yes' }))).message).toBe(
      SERVER_MESSAGE.feastQuestionNotFound,
    );
    expect(
      (await failure(f.anonymous.client(DinerFeastService).answerMyFeastQuestion({ questionId: qid, answer: 'Y' })))
        .code,
    ).toBe('Unauthenticated');
    expect((await failure(host().answerMyFeastQuestion({ questionId: qid, answer: '   ' }))).code).toBe(
      'InvalidArgument',
    );
    await host().answerMyFeastQuestion({ questionId: qid, answer: 'Yes, two spaces' });
    const { list: qa } = await server.client(PublicFeastService).listFeastQuestions({ feastId: id });
    expect(qa.map((q) => [q.content, q.answer])).toEqual([['Is there parking?', 'Yes, two spaces']]);

    // The host closes it: B is refunded in full by the feast's close rules.
    const closed = (await host().closeMyFeast({ feastId: id, remark: 'Typhoon' })).feast!;
    expect(closed).toMatchObject({ status: Feast_Status.CLOSED, closeReason: Feast_CloseReason.CREATOR_CANCEL });
    const [mineB] = (await asB().getMyParticipation({ feastId: id })).list;
    expect(mineB.closeReason).toBe(FeastParticipant_CloseReason.CREATOR_CANCEL);
    const money = (await host().listFeastMembers({ feastId: id })).money!;
    expect(money.paidAmount).toBe('40000');
    expect(BigInt(money.refundAmount) + BigInt(money.refundingAmount)).toBe(40000n);
    expect((await failure(host().closeMyFeast({ feastId: id }))).message).toBe(SERVER_MESSAGE.feastStatusNotAllowed);
  });

  it('a publish the store cannot seat is refused and the feast stays waiting', async () => {
    const id = await approved({ participantCount: 30, minParticipantCount: 2 });
    expect(await failure(host().publishMyFeast({ feastId: id }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.feastNoTablesFree,
    });
    expect(
      (await host().listMyFeasts({ filter: ListMyFeastsRequest_Filter.MINE })).list.find((x) => x.model!.id === id),
    ).toMatchObject({ status: Feast_Status.WAIT_PUBLISH });
  });
});

describe('every diner call: a logged-out caller is refused', () => {
  for (const method of DinerFeastService.methods) {
    it(method.name, async () => {
      const client = f.anonymous.client(DinerFeastService) as unknown as Record<
        string,
        (r: object) => Promise<unknown>
      >;
      const before = await feastCount();
      // A request the call would take from a diner: only the missing session refuses it.
      const request = {
        feastId: '1',
        participantId: '1',
        questionId: '1',
        storeId: f.x.storeId,
        feast: input(),
        filter: ListMyFeastsRequest_Filter.MINE,
        seatCount: 1,
        content: 'Parking?',
        answer: 'Yes',
      };
      expect(await failure(client[method.localName](request))).toEqual({
        code: 'Unauthenticated',
        message: 'unauthenticated',
      });
      expect(await feastCount()).toBe(before);
    });
  }
});

describe("every diner call: another diner reaches nothing of someone else's", () => {
  it('participations, questions and joins answer for the caller only', async () => {
    const id = await approved({ showParticipants: false });
    await host().publishMyFeast({ feastId: id });
    const p = await join(f.dinerB, id, 1);
    const asC = outsider.client(DinerFeastService);
    expect((await asC.getMyParticipation({ feastId: id })).list).toEqual([]);
    expect((await asC.listMyParticipations({})).list).toEqual([]);
    expect((await asC.listMyFeasts({ filter: ListMyFeastsRequest_Filter.JOINED })).list).toEqual([]);
    expect((await failure(asC.cancelParticipation({ participantId: p.model!.id }))).message).toBe(
      SERVER_MESSAGE.participantNotFound,
    );
    expect((await failure(asC.updateArrivalTime({ participantId: p.model!.id, arrivalSecond: 66600 }))).message).toBe(
      SERVER_MESSAGE.participantNotFound,
    );
    expect((await failure(asC.askQuestion({ feastId: id, content: 'Hello?' }))).message).toBe(
      SERVER_MESSAGE.feastJoinBeforeAsking,
    );
    expect((await failure(host().joinFeast({ feastId: id, seatCount: 1 }))).message).toBe(
      SERVER_MESSAGE.feastCreatorCannotJoin,
    );
    // The host's own feast with hidden members: the host still sees them, a member does not.
    expect((await host().listFeastMembers({ feastId: id })).list).toHaveLength(1);
    expect((await failure(asB().listFeastMembers({ feastId: id }))).message).toBe(SERVER_MESSAGE.feastMembersHidden);
  });
});
