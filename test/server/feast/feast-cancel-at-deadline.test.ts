import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_CloseReason, Feast_Status } from '@gen/feast/v1/feast_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, pay, publishedFeast } from './feast-fixture';

// Whether a cancel keeps the deposit depends on whether the feast formed,
// never on the second it arrives: a cancel just after the deadline, before or
// racing the headcount job, is judged on the deadline's decision.
const clock = testClock(new Date().toISOString());
const DEADLINE_IN_MS = 3600_000;
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

/** A feast with minimum 4 and the given paid seats of diner A and diner B. */
async function feastWith(seatsA: number, seatsB: number) {
  const feast = await publishedFeast(
    f,
    feastInput(clock.now(), {
      days: 4,
      storeShiftId: f.x.dinnerId,
      minParticipantCount: 4,
      deadlineInMs: DEADLINE_IN_MS,
    }),
  );
  const feastId = feast.model!.id;
  const a = await join(f.dinerA, feastId, seatsA);
  await pay(f, f.dinerA, a.model!.id);
  const b = await join(f.dinerB, feastId, seatsB);
  await pay(f, f.dinerB, b.model!.id);
  return { feastId, b: b.model!.id };
}

const refundsOf = (feastId: string) =>
  server.database.db
    .selectFrom('payment_transaction as t')
    .innerJoin('feast_participant as p', 'p.id', 't.subject_id')
    .select(['t.amount', 't.subject_id', 't.status'])
    .where('t.purpose', '=', 'FEAST_PARTICIPANT_DEPOSIT')
    .where('t.kind', '=', 'REFUND')
    .where('p.feast_id', '=', feastId)
    .execute();
const money = async (feastId: string) =>
  (await f.staffX.client(StoreFeastService).getFeastMoney({ storeId: f.x.storeId, feastId })).money!;
const feastOf = async (feastId: string) =>
  (await f.staffX.client(StoreFeastService).getStoreFeast({ storeId: f.x.storeId, feastId })).feast!;

describe('a cancel after the registration deadline', () => {
  it('of a feast that fails, racing the headcount job: every paid deposit comes back exactly once', async () => {
    const { feastId, b } = await feastWith(2, 1);
    clock.advance(DEADLINE_IN_MS + 30);
    await Promise.allSettled([
      f.dinerB.client(DinerFeastService).cancelParticipation({ participantId: b }),
      server.services.jobs.runDue(clock.now()),
    ]);
    await server.services.jobs.runDue(clock.now());
    const feast = await feastOf(feastId);
    expect([feast.status, feast.closeReason]).toEqual([Feast_Status.CLOSED, Feast_CloseReason.NOT_ENOUGH_PARTICIPANT]);
    expect((await refundsOf(feastId)).map((r) => r.amount).sort()).toEqual(['20000', '40000']);
    expect(await money(feastId)).toMatchObject({ paidAmount: '60000', heldAmount: '0', forfeitAmount: '0' });
  });

  it('of a feast that fails, before the job runs: the cancel makes the decision and the deposit is refunded', async () => {
    const { feastId, b } = await feastWith(2, 1);
    clock.advance(DEADLINE_IN_MS + 30);
    await f.dinerB.client(DinerFeastService).cancelParticipation({ participantId: b });
    expect((await feastOf(feastId)).status).toBe(Feast_Status.CLOSED);
    await server.services.jobs.runDue(clock.now());
    expect((await refundsOf(feastId)).map((r) => r.amount).sort()).toEqual(['20000', '40000']);
    expect((await money(feastId)).forfeitAmount).toBe('0');
  });

  it('of a feast that formed: the deposit is kept, nothing is refunded', async () => {
    const { feastId, b } = await feastWith(2, 2);
    clock.advance(DEADLINE_IN_MS + 30);
    await Promise.allSettled([
      f.dinerB.client(DinerFeastService).cancelParticipation({ participantId: b }),
      server.services.jobs.runDue(clock.now()),
    ]);
    await server.services.jobs.runDue(clock.now());
    expect((await feastOf(feastId)).status).toBe(Feast_Status.SUCCESS);
    expect(await refundsOf(feastId)).toEqual([]);
    expect(await money(feastId)).toMatchObject({ paidAmount: '80000', forfeitAmount: '40000' });
  });
});

async function diner(nickname: string): Promise<Caller> {
  const session = await server.createUserSession({ nickname });
  return { ...session, client: (service) => server.client(service, { sessionKey: session.sessionKey }) } as Caller;
}

describe('a failing feast, whatever the timing of cancels', () => {
  it('refunds each paid participant exactly once: before the deadline, after it, and racing the headcount job', async () => {
    const feast = await publishedFeast(
      f,
      feastInput(clock.now(), {
        days: 9,
        storeShiftId: f.x.dinnerId,
        minParticipantCount: 7,
        deadlineInMs: DEADLINE_IN_MS,
      }),
    );
    const feastId = feast.model!.id;
    const seats = [1, 1, 1, 2, 1];
    const people: Array<{ who: Caller; id: string; paid: string }> = [];
    for (const [i, n] of seats.entries()) {
      const who = await diner(`racer ${i}`);
      const p = await join(who, feastId, n);
      await pay(f, who, p.model!.id);
      people.push({ who, id: p.model!.id, paid: String(20000 * n) });
    }
    const cancel = (i: number) =>
      people[i].who.client(DinerFeastService).cancelParticipation({ participantId: people[i].id });
    // One leaves in the last millisecond before the deadline, while the feast still forms.
    clock.advance(DEADLINE_IN_MS - 1);
    await cancel(0);
    // Three leave just after it, racing the headcount job and each other; one stays.
    clock.advance(31);
    await Promise.allSettled([cancel(1), server.services.jobs.runDue(clock.now()), cancel(2), cancel(3)]);
    await server.services.jobs.runDue(clock.now());
    await server.services.jobs.runDue(clock.now());

    const closed = await feastOf(feastId);
    expect([closed.status, closed.closeReason]).toEqual([
      Feast_Status.CLOSED,
      Feast_CloseReason.NOT_ENOUGH_PARTICIPANT,
    ]);
    const refunds = await refundsOf(feastId);
    for (const person of people) {
      expect(refunds.filter((r) => r.subject_id === person.id).map((r) => [r.amount, r.status])).toEqual([
        [person.paid, 'SUCCESS'],
      ]);
    }
    expect(await money(feastId)).toMatchObject({ paidAmount: '120000', heldAmount: '0', forfeitAmount: '0' });
  });
});
