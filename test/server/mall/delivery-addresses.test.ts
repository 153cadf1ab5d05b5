import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerDeliveryAddressService } from '@gen/mall/v1/diner_delivery_address_service_pb';
import type { DeliveryAddressInput } from '@gen/mall/v1/mall_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A diner's delivery addresses: their own only, one default at most.
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const input = (over: Partial<DeliveryAddressInput> = {}) =>
  ({
    province: 'Guangdong',
    city: 'Shenzhen',
    district: 'Nanshan',
    detail: '1 Keyuan Road, flat 802',
    contact: 'Li Lei',
    phoneRegionCode: '86',
    phone: '13800138000',
    isDefault: false,
    selfDelivery: false,
    ...over,
  }) as DeliveryAddressInput;

const book = (who: Caller) => who.client(DinerDeliveryAddressService);
const mine = async (who: Caller) => (await book(who).queryDeliveryAddresses({})).list;
const rows = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('mall_delivery_address')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('delivery addresses', () => {
  it('the first address is the default; a new default takes the flag from the old one', async () => {
    const diner = await server.createUserSession({ nickname: 'addresses' });
    const who: Caller = { ...diner, client: (s) => server.client(s, { sessionKey: diner.sessionKey }) };
    const home = (await book(who).createDeliveryAddress({ address: input() })).address!;
    expect(home.isDefault).toBe(true);
    const office = (
      await book(who).createDeliveryAddress({ address: input({ detail: '9 Office Park', isDefault: true }) })
    ).address!;
    const list = await mine(who);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
    await book(who).updateDeliveryAddress({
      addressId: home.id,
      address: input({ isDefault: true, selfDelivery: true }),
    });
    const after = await mine(who);
    expect(after.filter((a) => a.isDefault).map((a) => [a.id, a.selfDelivery])).toEqual([[home.id, true]]);
  });

  it('many defaults at once still leave exactly one', async () => {
    const diner = await server.createUserSession({ nickname: 'racer' });
    const who: Caller = { ...diner, client: (s) => server.client(s, { sessionKey: diner.sessionKey }) };
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book(who).createDeliveryAddress({ address: input({ detail: `Gate ${i}`, isDefault: true }) }),
      ),
    );
    const list = await mine(who);
    expect(list).toHaveLength(8);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('stores the phone as the login form does: a +86 number without its prefix', async () => {
    const { address } = await book(f.dinerA).createDeliveryAddress({
      address: input({ phoneRegionCode: '+86', phone: '138 0013 8000' }),
    });
    expect([address!.phoneRegionCode, address!.phone]).toEqual(['86', '13800138000']);
  });

  it('refuses a missing part or a wrong phone, writing nothing', async () => {
    const before = await rows();
    const blank = await failure(book(f.dinerA).createDeliveryAddress({ address: input({ district: ' ' }) }));
    expect(blank).toEqual({ code: 'InvalidArgument', message: SERVER_MESSAGE.deliveryAddressIncomplete });
    const phone = await failure(book(f.dinerA).createDeliveryAddress({ address: input({ phone: '12345' }) }));
    expect(phone.message).toBe(SERVER_MESSAGE.phoneNumberError);
    const region = await failure(book(f.dinerA).createDeliveryAddress({ address: input({ phoneRegionCode: '999' }) }));
    expect(region.code).toBe('InvalidArgument');
    expect(await rows()).toBe(before);
  });

  it('another diner can neither see, change nor delete it', async () => {
    const { address } = await book(f.dinerA).createDeliveryAddress({ address: input({ contact: 'Private' }) });
    const id = address!.id;
    expect((await mine(f.dinerB)).some((a) => a.id === id)).toBe(false);
    const update = await failure(book(f.dinerB).updateDeliveryAddress({ addressId: id, address: input() }));
    expect(update).toEqual({ code: 'NotFound', message: SERVER_MESSAGE.deliveryAddressNotFound });
    const remove = await failure(book(f.dinerB).deleteDeliveryAddress({ addressId: id }));
    expect(remove.message).toBe(SERVER_MESSAGE.deliveryAddressNotFound);
    expect((await mine(f.dinerA)).find((a) => a.id === id)!.contact).toBe('Private');
    const anonymous = await failure(f.anonymous.client(DinerDeliveryAddressService).queryDeliveryAddresses({}));
    expect(anonymous.code).toBe('Unauthenticated');
  });

  it('deleting the default makes the newest address left the default', async () => {
    const diner = await server.createUserSession({ nickname: 'mover' });
    const who: Caller = { ...diner, client: (s) => server.client(s, { sessionKey: diner.sessionKey }) };
    const first = (await book(who).createDeliveryAddress({ address: input({ detail: 'First' }) })).address!;
    const second = (await book(who).createDeliveryAddress({ address: input({ detail: 'Second' }) })).address!;
    await book(who).createDeliveryAddress({ address: input({ detail: 'Third' }) });
    await book(who).deleteDeliveryAddress({ addressId: second.id });
    expect((await mine(who)).find((a) => a.isDefault)!.id).toBe(first.id);
    await book(who).deleteDeliveryAddress({ addressId: first.id });
    expect((await mine(who)).map((a) => [a.detail, a.isDefault])).toEqual([['Third', true]]);
  });

  it('the owner deletes it', async () => {
    const { address } = await book(f.dinerB).createDeliveryAddress({ address: input({ detail: 'Old flat' }) });
    await book(f.dinerB).deleteDeliveryAddress({ addressId: address!.id });
    expect((await mine(f.dinerB)).some((a) => a.id === address!.id)).toBe(false);
  });
});
