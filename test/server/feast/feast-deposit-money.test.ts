import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_Status, FeastParticipant_DepositState, FeastParticipant_Status } from '@gen/feast/v1/feast_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { UserDinerService } from '@gen/identity/v1/user_diner_service_pb';
import { makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, pay, publishedFeast } from './feast-fixture';

// What a diner sees of their feast money, and that it is what staff see: the
// deposit's state and amounts on their participation (the feast page) and in
// the list of all their participations (the Me page), and a message when a
// refund reaches them, in their language.
const clock = testClock(new Date().toISOString());
const DEADLINE_IN_MS = 3600_000;
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

let day = 3;
async function feast(min = 3) {
  const published = await publishedFeast(
    f,
    feastInput(clock.now(), {
      days: (day += 2),
      storeShiftId: f.x.dinnerId,
      minParticipantCount: min,
      deadlineInMs: DEADLINE_IN_MS,
    }),
  );
  return published.model!.id;
}

async function diner(nickname: string, language: string): Promise<Caller> {
  const session = await server.createUserSession({ nickname });
  const who = {
    ...session,
    client: (service) => server.client(service, { sessionKey: session.sessionKey }),
  } as Caller;
  if (language) {
    await who.client(UserDinerService).createUserDiner({
      diner: { lastName: nickname, phoneRegionCode: '86', phone: '13912345678', preferredLanguage: language },
    });
  }
  return who;
}

const mine = async (who: Caller, feastId: string) =>
  (await who.client(DinerFeastService).getMyParticipation({ feastId })).list;
const listed = async (who: Caller) =>
  (await who.client(DinerFeastService).listMyParticipations({ query: { limit: 20 } })).list;
const money = async (feastId: string) =>
  (await f.staffX.client(StoreFeastService).getFeastMoney({ storeId: f.x.storeId, feastId })).money!;
const staffMembers = async (feastId: string) =>
  (await f.staffX.client(StoreFeastService).listFeastParticipants({ storeId: f.x.storeId, feastId })).list;
const refundMessages = (participantId: string) =>
  server.database.db
    .selectFrom('notification_event as e')
    .leftJoin('notification_delivery as d', 'd.event_id', 'e.id')
    .select(['e.language', 'd.content', 'd.channel'])
    .where('e.type', '=', 'FEAST_DEPOSIT_REFUNDED')
    .where('e.subject_id', '=', participantId)
    .execute();

const deposit = (p: {
  depositState: FeastParticipant_DepositState;
  paidAmount: string;
  refundingAmount: string;
  refundAmount: string;
  forfeitAmount: string;
  heldAmount: string;
}) => ({
  state: FeastParticipant_DepositState[p.depositState],
  paid: p.paidAmount,
  refunding: p.refundingAmount,
  refunded: p.refundAmount,
  forfeited: p.forfeitAmount,
  held: p.heldAmount,
});

describe('a diner sees their feast money', () => {
  it('paid, then refunding after a cancel, then refunded, told once in their language; staff see the same sums', async () => {
    const feastId = await feast();
    const ann = await diner('Ann', 'en');
    const joined = await join(ann, feastId, 2);
    expect(deposit((await mine(ann, feastId))[0])).toMatchObject({ state: 'UNPAID', paid: '0' });
    await pay(f, ann, joined.model!.id);
    expect(deposit((await mine(ann, feastId))[0])).toEqual({
      state: 'PAID',
      paid: '40000',
      refunding: '0',
      refunded: '0',
      forfeited: '0',
      held: '40000',
    });

    await ann.client(DinerFeastService).cancelParticipation({ participantId: joined.model!.id });
    // The refund is asked of the channel; until it answers the diner sees it coming.
    const [cancelled] = await mine(ann, feastId);
    expect(cancelled.status).toBe(FeastParticipant_Status.CLOSED);
    expect(deposit(cancelled)).toMatchObject({ state: 'REFUNDING', refunding: '40000', held: '0' });
    expect(await money(feastId)).toMatchObject({ paidAmount: '40000', refundingAmount: '40000', refundAmount: '0' });
    expect(await refundMessages(joined.model!.id)).toEqual([]);

    await server.services.jobs.runDue(clock.now());
    await server.services.jobs.runDue(clock.now());
    const [refunded] = await mine(ann, feastId);
    expect(deposit(refunded)).toEqual({
      state: 'REFUNDED',
      paid: '40000',
      refunding: '0',
      refunded: '40000',
      forfeited: '0',
      held: '0',
    });
    // The staff summary and members page say what the diner sees.
    expect(await money(feastId)).toMatchObject({
      paidAmount: '40000',
      refundingAmount: '0',
      refundAmount: '40000',
      heldAmount: '0',
    });
    const [member] = await staffMembers(feastId);
    expect(deposit(member)).toEqual(deposit(refunded));

    // The Me page's list holds the participation, with its feast.
    const entry = (await listed(ann)).find((x) => x.participant?.model?.id === joined.model!.id)!;
    expect(entry.feast?.model?.id).toBe(feastId);
    expect(entry.feast?.status).toBe(Feast_Status.FORMING);
    expect(deposit(entry.participant!)).toEqual(deposit(refunded));

    // Told once, in English (her diner card's language), with the amount.
    const messages = await refundMessages(joined.model!.id);
    expect(new Set(messages.map((m) => m.language))).toEqual(new Set(['en']));
    const sms = messages.find((m) => m.channel === 'SMS');
    expect(sms?.content).toContain('Your deposit ¥400 for the feast "Hairy crab night" was refunded');
    await server.services.jobs.runDue(clock.now());
    expect((await refundMessages(joined.model!.id)).length).toBe(messages.length);
  });

  it('kept by the store after a cancel of a formed feast: forfeited, nothing refunded, nobody told of a refund', async () => {
    const feastId = await feast(2);
    const bo = await diner('Bo', 'zh-Hant');
    const stays = await diner('Cy', '');
    const p = await join(bo, feastId, 1);
    await pay(f, bo, p.model!.id);
    const q = await join(stays, feastId, 1);
    await pay(f, stays, q.model!.id);
    clock.advance(DEADLINE_IN_MS + 1000);
    await server.services.jobs.runDue(clock.now());
    await bo.client(DinerFeastService).cancelParticipation({ participantId: p.model!.id });
    await server.services.jobs.runDue(clock.now());
    expect(deposit((await mine(bo, feastId))[0])).toEqual({
      state: 'FORFEITED',
      paid: '20000',
      refunding: '0',
      refunded: '0',
      forfeited: '20000',
      held: '0',
    });
    expect(deposit((await mine(stays, feastId))[0])).toMatchObject({ state: 'PAID', held: '20000' });
    expect(await money(feastId)).toMatchObject({ paidAmount: '40000', forfeitAmount: '20000', heldAmount: '20000' });
    expect(await refundMessages(p.model!.id)).toEqual([]);
  });

  it('told in traditional Chinese when that is the diner card’s language, and the list is theirs alone', async () => {
    const feastId = await feast();
    const dee = await diner('Dee', 'zh-Hant');
    const p = await join(dee, feastId, 1);
    await pay(f, dee, p.model!.id);
    await dee.client(DinerFeastService).cancelParticipation({ participantId: p.model!.id });
    await server.services.jobs.runDue(clock.now());
    await server.services.jobs.runDue(clock.now());
    const sms = (await refundMessages(p.model!.id)).find((m) => m.channel === 'SMS');
    expect(sms?.content).toContain('您在飯局「Hairy crab night」的訂金¥200已退回原付款帳戶。');
    const other = await diner('Eve', '');
    expect(await listed(other)).toEqual([]);
  });
});
