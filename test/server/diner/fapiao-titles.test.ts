import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrderLog_Type as LogType } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { FapiaoTitleInput_Kind as Kind } from '@gen/booking/v1/fapiao_title_pb';
import { DinerFapiaoTitleService, StoreOrderFapiaoService } from '@gen/booking/v1/fapiao_title_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { usccCheckChar } from '@common/fapiao-title';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

// A real company's code (printed on its business licence) and one with its check character changed.
const CODE = '91350100M000100Y43';
const BAD_CHECK = `${CODE.slice(0, 17)}${usccCheckChar(CODE.slice(0, 17)) === '0' ? '1' : '0'}`;
const company = { kind: Kind.COMPANY, title: 'Fixture Trading Co.', taxpayerId: CODE, email: 'ap@fixture.cn' };

describe('a diner’s fapiao titles', () => {
  it('keeps personal and company titles, the first as the default, and moves the default when it is deleted', async () => {
    const titles = f.dinerA.client(DinerFapiaoTitleService);
    const personal = (await titles.createFapiaoTitle({ fields: { kind: Kind.PERSONAL, title: '  Lin Mei ' } })).title!;
    expect(personal).toMatchObject({ isDefault: true, fields: { kind: Kind.PERSONAL, title: 'Lin Mei' } });
    const firm = (
      await titles.createFapiaoTitle({
        fields: { ...company, taxpayerId: CODE.toLowerCase(), bankAccount: '6222 0000 1111 2222' },
      })
    ).title!;
    // Codes are kept in capitals, account numbers without the spaces people type.
    expect(firm).toMatchObject({ isDefault: false, fields: { taxpayerId: CODE, bankAccount: '6222000011112222' } });

    await titles.setDefaultFapiaoTitle({ fapiaoTitleId: firm.model!.id });
    expect((await titles.listMyFapiaoTitles({})).list.map((t) => [t.fields!.title, t.isDefault])).toEqual([
      ['Fixture Trading Co.', true],
      ['Lin Mei', false],
    ]);
    const renamed = await titles.updateFapiaoTitle({
      fapiaoTitleId: firm.model!.id,
      fields: { ...company, title: 'Fixture Trading Co., Ltd.' },
    });
    expect(renamed.title).toMatchObject({ isDefault: true, fields: { title: 'Fixture Trading Co., Ltd.' } });

    await titles.deleteFapiaoTitle({ fapiaoTitleId: firm.model!.id });
    expect((await titles.listMyFapiaoTitles({})).list.map((t) => [t.fields!.title, t.isDefault])).toEqual([
      ['Lin Mei', true],
    ]);
    await titles.deleteFapiaoTitle({ fapiaoTitleId: personal.model!.id });
    expect((await titles.listMyFapiaoTitles({})).list).toEqual([]);
  });

  it('refuses a company title without a valid unified social credit code, and bad details, in the spec’s words', async () => {
    const create = (fields: Record<string, unknown>) =>
      failure(f.dinerB.client(DinerFapiaoTitleService).createFapiaoTitle({ fields }));
    expect(await create({ kind: Kind.COMPANY, title: 'No Code Ltd.' })).toEqual({
      code: 'InvalidArgument',
      message: 'a company fapiao needs the taxpayer id',
    });
    for (const taxpayerId of [
      BAD_CHECK,
      '91350100M000100Y4',
      '91350100M000I00Y43',
      '91350100M00010OY43',
      '91350100M000100Y43X',
    ]) {
      expect((await create({ ...company, taxpayerId })).message).toBe(
        'the taxpayer id is not a valid unified social credit code',
      );
    }
    expect((await create({ kind: Kind.PERSONAL, title: '   ' })).message).toBe(
      "enter the fapiao title (a person's or a company's name)",
    );
    expect((await create({ ...company, email: 'not-an-email' })).message).toBe('the fapiao email address is not valid');
    expect((await create({ ...company, bankAccount: '12ab' })).message).toBe('the bank account number is not valid');
    expect((await create({ ...company, phone: 'call me' })).message).toBe('the fapiao phone number is not valid');
    expect((await f.dinerB.client(DinerFapiaoTitleService).listMyFapiaoTitles({})).list).toEqual([]);
  });

  it('keeps at most twenty titles a diner', async () => {
    const diner = await server.createUserSession({ phone: '13500000291' });
    const titles = server.client(DinerFapiaoTitleService, { sessionKey: diner.sessionKey });
    for (let i = 0; i < 20; i++) await titles.createFapiaoTitle({ fields: { kind: Kind.PERSONAL, title: `P${i}` } });
    expect(await failure(titles.createFapiaoTitle({ fields: { kind: Kind.PERSONAL, title: 'one more' } }))).toEqual({
      code: 'FailedPrecondition',
      message: 'you can keep at most 20 fapiao titles',
    });
  });

  it('shows a diner only their own titles: another’s cannot be read, changed, deleted or attached', async () => {
    const mine = (
      await f.dinerA.client(DinerFapiaoTitleService).createFapiaoTitle({ fields: { kind: Kind.PERSONAL, title: 'A' } })
    ).title!;
    const other = f.dinerB.client(DinerFapiaoTitleService);
    expect((await other.listMyFapiaoTitles({})).list.map((t) => t.fields!.title)).not.toContain('A');
    const notFound = { code: 'NotFound', message: 'fapiao title does not exist' };
    const id = mine.model!.id;
    expect(
      await failure(other.updateFapiaoTitle({ fapiaoTitleId: id, fields: { kind: Kind.PERSONAL, title: 'B' } })),
    ).toEqual(notFound);
    expect(await failure(other.deleteFapiaoTitle({ fapiaoTitleId: id }))).toEqual(notFound);
    expect(await failure(other.setDefaultFapiaoTitle({ fapiaoTitleId: id }))).toEqual(notFound);
    const bOrder = await book(f.dinerB);
    expect(await failure(other.setMyOrderFapiao({ bookingOrderId: bOrder.model!.id, fapiaoTitleId: id }))).toEqual(
      notFound,
    );
    // Nor can a visitor without a session.
    expect((await failure(f.anonymous.client(DinerFapiaoTitleService).listMyFapiaoTitles({}))).code).toBe(
      'Unauthenticated',
    );
  });
});

let day = 3;
async function book(who = f.dinerA) {
  day += 1;
  return (
    await who.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Lin' },
      reservationDate: f.date(day),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    })
  ).order!;
}

describe('the fapiao title on a booking order', () => {
  it('keeps a copy the diner attached, which later edits of the title leave alone, and logs each change', async () => {
    const titles = f.dinerA.client(DinerFapiaoTitleService);
    const firm = (await titles.createFapiaoTitle({ fields: company })).title!;
    const personal = (await titles.createFapiaoTitle({ fields: { kind: Kind.PERSONAL, title: 'Lin Mei' } })).title!;
    const order = await book();
    const id = order.model!.id;

    const attached = await titles.setMyOrderFapiao({ bookingOrderId: id, fapiaoTitleId: firm.model!.id });
    expect(attached.order?.fapiao).toMatchObject({ kind: Kind.COMPANY, title: company.title, taxpayerId: CODE });
    await titles.updateFapiaoTitle({ fapiaoTitleId: firm.model!.id, fields: { ...company, title: 'Renamed Ltd.' } });
    const read = await f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id });
    expect(read.order?.fapiao?.title).toBe(company.title);

    await titles.setMyOrderFapiao({ bookingOrderId: id, fapiaoTitleId: personal.model!.id });
    // Setting what is there already changes nothing and logs nothing.
    await titles.setMyOrderFapiao({ bookingOrderId: id, fapiaoTitleId: personal.model!.id });
    const removed = await titles.setMyOrderFapiao({ bookingOrderId: id, fapiaoTitleId: '0' });
    expect(removed.order?.fapiao).toBeUndefined();

    // Staff see each change in the order's log, with the title before and after.
    const logs = (
      await f.staffX
        .client(StoreBookingOrderService)
        .queryBookingOrderLogs({ storeId: f.x.storeId, bookingOrderId: id })
    ).list.filter((l) => LogType[l.type].startsWith('FAPIAO'));
    expect(logs.map((l) => LogType[l.type])).toEqual(['FAPIAO_CREATE', 'FAPIAO_UPDATE', 'FAPIAO_DELETE']);
    expect(JSON.parse(logs[1].beforeJson).fapiao).toMatchObject({ title: company.title });
    expect(JSON.parse(logs[1].afterJson).fapiao).toMatchObject({ kind: 'PERSONAL', title: 'Lin Mei' });
    expect(JSON.parse(logs[2].afterJson)).toEqual({ fapiao: null });
  });

  it('lets the store’s staff attach, change or remove it on their orders only, with the same rules', async () => {
    const order = await book();
    const ref = { storeId: f.x.storeId, bookingOrderId: order.model!.id };
    const staff = f.staffX.client(StoreOrderFapiaoService);
    const set = await staff.setOrderFapiao({ ...ref, fapiao: company });
    expect(set.order?.fapiao).toMatchObject({ title: company.title, taxpayerId: CODE });
    const seen = await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref);
    expect(seen.order?.fapiao?.title).toBe(company.title);
    // The diner reads the title staff attached on their order.
    const mine = await f.dinerA
      .client(DinerBookingOrderService)
      .getMyBookingOrder({ bookingOrderId: ref.bookingOrderId });
    expect(mine.order?.fapiao?.taxpayerId).toBe(CODE);

    expect(await failure(staff.setOrderFapiao({ ...ref, fapiao: { ...company, taxpayerId: BAD_CHECK } }))).toEqual({
      code: 'InvalidArgument',
      message: 'the taxpayer id is not a valid unified social credit code',
    });
    expect((await staff.setOrderFapiao(ref)).order?.fapiao).toBeUndefined();

    // Staff of another store: refused by the store permission; this store's id with another's order: not found.
    expect(
      (await failure(f.staffY.client(StoreOrderFapiaoService).setOrderFapiao({ ...ref, fapiao: company }))).message,
    ).toBe('no store permission');
    expect(
      await failure(
        f.staffY.client(StoreOrderFapiaoService).setOrderFapiao({ ...ref, storeId: f.y.storeId, fapiao: company }),
      ),
    ).toEqual({ code: 'NotFound', message: 'booking order does not exist' });
    // A diner cannot use the staff call.
    expect(
      (await failure(f.dinerA.client(StoreOrderFapiaoService).setOrderFapiao({ ...ref, fapiao: company }))).message,
    ).toBe('no store permission');
  });

  it('shows staff the titles the guest saved, default first, to issue with; none for a phone guest, none across stores', async () => {
    const diner = await server.createUserSession({ phone: '13500000292' });
    const client = server.client(DinerFapiaoTitleService, { sessionKey: diner.sessionKey });
    await client.createFapiaoTitle({ fields: { kind: Kind.PERSONAL, title: 'Chan Mei Ling' } });
    await client.createFapiaoTitle({ fields: company, makeDefault: true });
    const order = await book({
      ...diner,
      client: (service) => server.client(service, { sessionKey: diner.sessionKey }),
    });
    const ref = { storeId: f.x.storeId, bookingOrderId: order.model!.id };
    const staff = f.staffX.client(StoreOrderFapiaoService);

    const { list } = await staff.listOrderGuestFapiaoTitles(ref);
    expect(list.map((t) => [t.fields?.title, t.isDefault])).toEqual([
      [company.title, true],
      ['Chan Mei Ling', false],
    ]);
    expect(list[0].fields?.taxpayerId).toBe(CODE);

    // A guest booked at the counter without an account has no saved titles.
    day += 1;
    const counter = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Walk' },
      reservationDate: f.date(day),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    });
    const none = await staff.listOrderGuestFapiaoTitles({ ...ref, bookingOrderId: counter.order!.model!.id });
    expect(none.list).toEqual([]);

    // Another store's staff, a diner, or this store's id with another store's order: nothing.
    expect((await failure(f.staffY.client(StoreOrderFapiaoService).listOrderGuestFapiaoTitles(ref))).message).toBe(
      'no store permission',
    );
    expect(
      await failure(
        f.staffY.client(StoreOrderFapiaoService).listOrderGuestFapiaoTitles({ ...ref, storeId: f.y.storeId }),
      ),
    ).toEqual({ code: 'NotFound', message: 'booking order does not exist' });
    expect(
      (
        await failure(
          server.client(StoreOrderFapiaoService, { sessionKey: diner.sessionKey }).listOrderGuestFapiaoTitles(ref),
        )
      ).message,
    ).toBe('no store permission');
  });
});
