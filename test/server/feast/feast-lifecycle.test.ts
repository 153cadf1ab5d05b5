import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import {
  Feast_CloseReason,
  Feast_Status,
  FeastParticipant_CloseReason,
  FeastParticipant_Status,
  type FeastInput,
} from '@gen/feast/v1/feast_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createFeast, feastInput, join, pay, publishedFeast } from './feast-fixture';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

let day = 3;
const input = (over: Parameters<typeof feastInput>[1] = {}) =>
  feastInput(new Date(), { days: ++day, storeShiftId: f.x.dinnerId, ...over });
const store = () => f.staffX.client(StoreFeastService);
const get = async (id: string) => (await store().getStoreFeast({ storeId: f.x.storeId, feastId: id })).feast!;
const money = async (id: string) => (await store().getFeastMoney({ storeId: f.x.storeId, feastId: id })).money!;

describe('a feast holds real tables', () => {
  it('publishing makes a booking order of the host store on the chosen tables, for the feast duration', async () => {
    const feast = await publishedFeast(f, input());
    expect(feast.status).toBe(Feast_Status.FORMING);
    expect(feast.bookingOrderId).not.toBe('0');
    const { order } = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: feast.bookingOrderId });
    expect(order!.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    expect(order!.reservationDate).toBe(feast.reservationDate);
    expect(order!.reservationStartSecond).toBe(hm(18));
    expect(order!.reservationEndSecond).toBe(hm(21));
    expect(order!.diner?.lastName).toContain(feast.number);

    // Nobody else can have that table then.
    const again = await failure(
      f.staffX.client(StoreFeastService).publishFeast({
        storeId: f.x.storeId,
        feastId: (await createFeast(f, input({ days: day }))).model!.id,
        tableItemIdList: f.x.items.ten,
      }),
    );
    expect(again.message).toBe(SERVER_MESSAGE.tableItemOccupied);

    // Closing the feast frees them.
    await store().closeFeast({ storeId: f.x.storeId, feastId: feast.model!.id });
    const closed = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: feast.bookingOrderId });
    expect(closed.order!.status).toBe(BookingOrder_Status.CLOSED);
  });

  it('refuses tables that cannot seat it, a table whose feast minimum it misses, and no tables', async () => {
    const feast = await createFeast(f, input());
    const publish = (items: string[]) =>
      failure(store().publishFeast({ storeId: f.x.storeId, feastId: feast.model!.id, tableItemIdList: items }));
    expect((await publish([])).message).toBe(SERVER_MESSAGE.feastTablesRequired);
    expect((await publish([f.x.items.two[0]])).message).toBe(SERVER_MESSAGE.feastTablesTooSmall);
    expect((await get(feast.model!.id)).status).toBe(Feast_Status.WAIT_PUBLISH);
  });
});

describe('joining and paying', () => {
  it('holds seats while paying, counts them paid in the sandbox, and frees them on cancel with a refund', async () => {
    const feast = await publishedFeast(f, input());
    const id = feast.model!.id;
    const a = await join(f.dinerA, id, 2);
    expect(a.status).toBe(FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT);
    expect(a.depositAmount).toBe('40000');
    expect((await get(id)).seatsTaken).toBe(2);
    await pay(f, f.dinerA, a.model!.id);
    const after = await get(id);
    expect(after.paidSeats).toBe(2);

    const b = await join(f.dinerB, id, 1);
    await pay(f, f.dinerB, b.model!.id);
    expect((await money(id)).paidAmount).toBe('60000');

    const cancelled = (await f.dinerB.client(DinerFeastService).cancelParticipation({ participantId: b.model!.id }))
      .participant!;
    expect(cancelled.status).toBe(FeastParticipant_Status.CLOSED);
    expect(cancelled.closeReason).toBe(FeastParticipant_CloseReason.PARTICIPANT_CANCEL);
    expect(cancelled.refundingAmount).toBe('20000');
    await server.services.jobs.runDue(new Date());
    const m = await money(id);
    expect(m).toMatchObject({ paidAmount: '60000', refundAmount: '20000', refundingAmount: '0', heldAmount: '40000' });
    expect((await get(id)).seatsTaken).toBe(2);
    // The seat is free for the next joiner, and the diner may join again.
    const again = await join(f.dinerB, id, 1);
    expect(again.status).toBe(FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT);
  });

  it('refuses, with nothing written: own feast, twice, too many seats, full, before asking, closed', async () => {
    const feast = await publishedFeast(f, input({ participantCount: 3, minParticipantCount: 1 }));
    const id = feast.model!.id;
    const diner = f.dinerA.client(DinerFeastService);
    expect((await failure(diner.askQuestion({ feastId: id, content: 'Parking?' }))).message).toBe(
      SERVER_MESSAGE.feastJoinBeforeAsking,
    );
    expect((await failure(join(f.dinerA, id, 4))).message).toBe(SERVER_MESSAGE.feastSeatCountInvalid);
    await join(f.dinerA, id, 2);
    expect((await failure(join(f.dinerA, id, 1))).message).toBe(SERVER_MESSAGE.feastAlreadyJoined);
    expect((await failure(join(f.dinerB, id, 2))).message).toBe(SERVER_MESSAGE.feastNotEnoughSeats);
    await join(f.dinerB, id, 1);
    const third = await server.createUserSession({ nickname: 'third' });
    const thirdCaller = { ...third, client: (s: never) => server.client(s, { sessionKey: third.sessionKey }) };
    expect((await failure(join(thirdCaller as never, id, 1))).message).toBe(SERVER_MESSAGE.feastFull);
    expect((await get(id)).seatsTaken).toBe(3);
    await diner.askQuestion({ feastId: id, content: 'Parking?' });
    const { list } = await server.client(PublicFeastService).listFeastQuestions({ feastId: id });
    expect(list.map((q) => q.content)).toEqual(['Parking?']);
  });

  it('the creator cannot join their own feast', async () => {
    await server.database.db
      .insertInto('feast_permitted_creator')
      .values({ store_id: f.x.storeId, user_id: f.dinerA.userId })
      .execute();
    const { feast } = await f.dinerA
      .client(DinerFeastService)
      .createFeast({ storeId: f.x.storeId, feast: input() as never });
    expect(feast!.status).toBe(Feast_Status.WAIT_AUDIT);
    await store().auditFeast({ storeId: f.x.storeId, feastId: feast!.model!.id, approve: true });
    await store().publishFeast({ storeId: f.x.storeId, feastId: feast!.model!.id, tableItemIdList: f.x.items.ten });
    expect((await failure(join(f.dinerA, feast!.model!.id, 1))).message).toBe(SERVER_MESSAGE.feastCreatorCannotJoin);
  });
});

describe('the registration deadline (spec section 5)', () => {
  it('must be complete, not before now and not after the start', async () => {
    const create = (over: Parameters<typeof feastInput>[1]) =>
      failure(store().createStoreFeast({ storeId: f.x.storeId, feast: input(over) as never }));
    expect((await create({ registrationDeadline: undefined })).message).toBe(SERVER_MESSAGE.feastDeadlineIncomplete);
    expect((await create({ deadlineInMs: -60_000 })).message).toBe(SERVER_MESSAGE.feastDeadlineBeforeNow);
    expect((await create({ deadlineInMs: 30 * 24 * 3600_000 })).message).toBe(SERVER_MESSAGE.feastDeadlineAfterStart);
    expect(
      (
        await create({
          registrationDeadline: timestampFromDate(new Date(Date.now() + 3600_000)),
          depositPerPerson: '-1',
        })
      ).message,
    ).toBe(SERVER_MESSAGE.feastDepositInvalid);
    const { total } = await store().listStoreFeasts({ storeId: f.x.storeId, statusIn: [Feast_Status.WAIT_PUBLISH] });
    expect(total).toBeGreaterThanOrEqual(0);
  });
});

describe('the headcount at the deadline', () => {
  it('a feast that reaches its minimum moves to SUCCESS; one short of it closes and refunds every deposit', async () => {
    const deadline = 3600_000;
    const ok = await publishedFeast(f, input({ minParticipantCount: 2, deadlineInMs: deadline }));
    const short = await publishedFeast(f, input({ minParticipantCount: 3, deadlineInMs: deadline }));
    for (const feast of [ok, short]) {
      const p = await join(f.dinerA, feast.model!.id, 2);
      await pay(f, f.dinerA, p.model!.id);
    }
    const pending = await join(f.dinerB, short.model!.id, 1);
    await server.services.jobs.runDue(new Date(Date.now() + deadline + 1000));
    expect((await get(ok.model!.id)).status).toBe(Feast_Status.SUCCESS);
    const closed = await get(short.model!.id);
    expect(closed.status).toBe(Feast_Status.CLOSED);
    expect(closed.closeReason).toBe(Feast_CloseReason.NOT_ENOUGH_PARTICIPANT);
    const members = (await store().listFeastParticipants({ storeId: f.x.storeId, feastId: short.model!.id })).list;
    expect(members.find((p) => p.model!.id === pending.model!.id)!.closeReason).toBe(
      FeastParticipant_CloseReason.DEPOSIT_PAYMENT_FAIL,
    );
    await server.services.jobs.runDue(new Date(Date.now() + deadline + 2000));
    expect(await money(short.model!.id)).toMatchObject({ paidAmount: '40000', refundAmount: '40000', heldAmount: '0' });
  });
});

describe("a store's feast history (the store page)", () => {
  it('lists the coming feasts soonest first, and with the past the latest first, never closed ones', async () => {
    // Store Y hosts no other test's feasts.
    const staff = f.staffY.client(StoreFeastService);
    const storeId = f.y.storeId;
    const published = async (days: number) => {
      const { feast } = await staff.createStoreFeast({
        storeId,
        feast: feastInput(new Date(), { days, storeShiftId: f.y.dinnerId }) as FeastInput,
      });
      await staff.publishFeast({ storeId, feastId: feast!.model!.id, tableItemIdList: f.y.items.ten });
      return feast!.model!.id;
    };
    const listOf = async (includePast: boolean) =>
      (await server.client(PublicFeastService).queryFeasts({ storeId, includePast })).list.map((x) => x.model!.id);
    const near = await published(2);
    const far = await published(4);
    const held = await published(6);
    const closed = await published(8);
    await staff.closeFeast({ storeId, feastId: closed });
    // Held last week: finishing needs the service clock past its start, so its row says so.
    await sql`UPDATE feast SET status = 'FINISHED', start_time = now() - interval '7 days' WHERE id = ${held}`.execute(
      server.database.db,
    );

    expect(await listOf(false)).toEqual([near, far]);
    expect(await listOf(true)).toEqual([far, near, held]);
  });
});
