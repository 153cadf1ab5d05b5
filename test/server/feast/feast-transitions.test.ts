import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_Status, type Feast } from '@gen/feast/v1/feast_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import {
  FEAST_ACTIONS,
  feastAllows,
  PARTICIPANT_ACTIONS,
  participantAllows,
  type FeastAction,
  type ParticipantAction,
} from '../../../server/domain/feast/feast-transitions';
import type { FeastStatus, ParticipantStatus } from '../../../server/domain/feast/feast.tables';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput } from './feast-fixture';

// The transition table written out again by hand: a change to the domain's
// table must be a change to this one too.
const S: FeastStatus[] = ['WAIT_AUDIT', 'WAIT_PUBLISH', 'FORMING', 'SUCCESS', 'FINISHED', 'CLOSED'];
const FEAST_MATRIX: Record<FeastAction, FeastStatus[]> = {
  UPDATE: ['WAIT_AUDIT', 'WAIT_PUBLISH'],
  UPDATE_CONTENT: ['WAIT_AUDIT', 'WAIT_PUBLISH', 'FORMING', 'SUCCESS'],
  SUBMIT_AUDIT: ['WAIT_PUBLISH'],
  AUDIT_APPROVE: ['WAIT_AUDIT'],
  AUDIT_REJECT: ['WAIT_AUDIT'],
  PUBLISH: ['WAIT_PUBLISH'],
  JOIN: ['FORMING'],
  ASK: ['FORMING', 'SUCCESS'],
  DEADLINE_REACHED: ['FORMING'],
  DEADLINE_SHORT: ['FORMING'],
  FINISH: ['SUCCESS'],
  CREATOR_CANCEL: ['WAIT_AUDIT', 'WAIT_PUBLISH', 'FORMING', 'SUCCESS'],
};
const P: ParticipantStatus[] = ['WAIT_DEPOSIT_PAYMENT', 'SUCCESS', 'CLOSED'];
const PARTICIPANT_MATRIX: Record<ParticipantAction, ParticipantStatus[]> = {
  DEPOSIT_PAID: ['WAIT_DEPOSIT_PAYMENT'],
  PAYMENT_LAPSED: ['WAIT_DEPOSIT_PAYMENT'],
  CANCEL: ['WAIT_DEPOSIT_PAYMENT', 'SUCCESS'],
  FEAST_CLOSED: ['WAIT_DEPOSIT_PAYMENT', 'SUCCESS'],
  CREATOR_CANCEL: ['WAIT_DEPOSIT_PAYMENT', 'SUCCESS'],
  UPDATE_ARRIVAL: ['WAIT_DEPOSIT_PAYMENT', 'SUCCESS'],
  ARRIVE: ['SUCCESS'],
  REFUND: ['SUCCESS', 'CLOSED'],
};

describe('the transition table', () => {
  it('allows each feast action from exactly the statuses written here', () => {
    expect(FEAST_ACTIONS.sort()).toEqual((Object.keys(FEAST_MATRIX) as FeastAction[]).sort());
    for (const action of FEAST_ACTIONS) {
      for (const status of S)
        expect(feastAllows(action, status), `${action} from ${status}`).toBe(FEAST_MATRIX[action].includes(status));
    }
  });

  it('allows each participant action from exactly the statuses written here', () => {
    expect(PARTICIPANT_ACTIONS.sort()).toEqual((Object.keys(PARTICIPANT_MATRIX) as ParticipantAction[]).sort());
    for (const action of PARTICIPANT_ACTIONS) {
      for (const status of P) {
        expect(participantAllows(action, status), `${action} from ${status}`).toBe(
          PARTICIPANT_MATRIX[action].includes(status),
        );
      }
    }
  });
});

// Every action a caller can start, from a real feast in every status,
// through the API: allowed ones move it as the table says, the others are
// refused and change nothing.
const clock = testClock('2026-05-01T02:00:00Z');
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  await server.database.db
    .insertInto('feast_permitted_creator')
    .values({ store_id: f.x.storeId, user_id: f.dinerA.userId })
    .execute();
});
afterAll(() => server.close());

const store = () => f.staffX.client(StoreFeastService);
const ids = (feast: Feast) => ({ storeId: f.x.storeId, feastId: feast.model!.id });
const statusOf = async (feast: Feast) => Feast_Status[(await store().getStoreFeast(ids(feast))).feast!.status];

/** A feast in the given status, tomorrow 18:00 on its own date (the clock moves two days per feast). */
async function feastIn(status: FeastStatus): Promise<Feast> {
  clock.advance(2 * 86400_000);
  const start = new Date(clock.now().getTime() + 86400_000);
  const input = feastInput(clock.now(), {
    days: 1,
    storeShiftId: f.x.dinnerId,
    startSecond: hm(18),
    depositPerPerson: '0',
    minParticipantCount: 1,
    // Closes an hour before 18:00 Shanghai tomorrow, which is 10:00Z.
    deadlineInMs: Date.parse(`${input0(start)}T09:00:00Z`) - clock.now().getTime(),
  });
  if (status === 'WAIT_AUDIT') {
    const { feast } = await f.dinerA
      .client(DinerFeastService)
      .createFeast({ storeId: f.x.storeId, feast: input as never });
    return feast!;
  }
  const { feast } = await store().createStoreFeast({ storeId: f.x.storeId, feast: input as never });
  if (status === 'WAIT_PUBLISH') return feast!;
  if (status === 'CLOSED') return (await store().closeFeast(ids(feast!))).feast!;
  await store().publishFeast({ ...ids(feast!), tableItemIdList: f.x.items.ten });
  if (status === 'FORMING') return feast!;
  await f.dinerB.client(DinerFeastService).joinFeast({ feastId: feast!.model!.id, seatCount: 1 });
  clock.set(`${input0(start)}T10:30:00Z`);
  await server.services.jobs.runDue(clock.now());
  if (status === 'SUCCESS') return feast!;
  return (await store().finishFeast(ids(feast!))).feast!;
}

/** The business date (Shanghai) of an instant. */
function input0(d: Date) {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

type Call = (feast: Feast) => Promise<unknown>;
const API: Array<{
  action: FeastAction;
  call: Call;
  to: FeastStatus | null;
  refusal?: Partial<Record<FeastStatus, string>>;
}> = [
  {
    action: 'UPDATE',
    to: null,
    call: async (feast) => {
      const current = (await store().getStoreFeast(ids(feast))).feast!;
      return store().updateStoreFeast({ ...ids(feast), feast: { ...current, title: 'Renamed' } as never });
    },
    // Once joinable only the content changes (UPDATE_CONTENT), which the same call does.
    refusal: {},
  },
  { action: 'SUBMIT_AUDIT', to: 'WAIT_AUDIT', call: (feast) => store().submitFeastAudit(ids(feast)) },
  {
    action: 'AUDIT_APPROVE',
    to: 'WAIT_PUBLISH',
    call: (feast) => store().auditFeast({ ...ids(feast), approve: true }),
  },
  { action: 'AUDIT_REJECT', to: 'CLOSED', call: (feast) => store().auditFeast({ ...ids(feast), approve: false }) },
  {
    action: 'PUBLISH',
    to: 'FORMING',
    call: (feast) => store().publishFeast({ ...ids(feast), tableItemIdList: f.x.items.four.slice(0, 2) }),
  },
  {
    action: 'JOIN',
    to: null,
    call: (feast) => f.dinerA.client(DinerFeastService).joinFeast({ feastId: feast.model!.id, seatCount: 1 }),
    refusal: {
      // dinerA created it (diners' feasts wait for the audit), and creators never join their own.
      WAIT_AUDIT: SERVER_MESSAGE.feastCreatorCannotJoin,
      WAIT_PUBLISH: SERVER_MESSAGE.feastNotFound,
      SUCCESS: SERVER_MESSAGE.feastRegistrationClosed,
      FINISHED: SERVER_MESSAGE.feastRegistrationClosed,
      // Closed before it was ever published: it never was public.
      CLOSED: SERVER_MESSAGE.feastNotFound,
    },
  },
  { action: 'FINISH', to: 'FINISHED', call: (feast) => store().finishFeast(ids(feast)) },
  { action: 'CREATOR_CANCEL', to: 'CLOSED', call: (feast) => store().closeFeast(ids(feast)) },
];

describe('every action from every status, through the API', () => {
  for (const { action, call, to, refusal } of API) {
    for (const status of S) {
      const allowed =
        action === 'UPDATE' ? FEAST_MATRIX.UPDATE_CONTENT.includes(status) : FEAST_MATRIX[action].includes(status);
      it(`${action} from ${status}: ${allowed ? `-> ${to ?? status}` : 'refused'}`, { timeout: 90_000 }, async () => {
        const feast = await feastIn(status);
        expect(await statusOf(feast)).toBe(status);
        if (allowed) {
          await call(feast);
          expect(await statusOf(feast)).toBe(to ?? status);
        } else {
          const refused = await failure(call(feast));
          expect(refused.message).toBe(refusal?.[status] ?? SERVER_MESSAGE.feastStatusNotAllowed);
          expect(await statusOf(feast)).toBe(status);
        }
      });
    }
  }

  it(
    'the headcount job acts on FORMING feasts only (nobody paid: closed as not enough)',
    { timeout: 180_000 },
    async () => {
      for (const status of S) {
        const feast = await feastIn(status);
        await server.services.feasts.feasts.headcount(feast.model!.id, server.services.feasts.participants.lapseUnpaid);
        expect(await statusOf(feast), status).toBe(status === 'FORMING' ? 'CLOSED' : status);
      }
    },
  );
});
