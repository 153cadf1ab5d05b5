import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '@gen/booking/v1/diner_booking_extra_service_pb';
import { Article_Category, ArticleService } from '@gen/content/v1/article_pb';
import { StoreMenu_Kind, StoreMenuService } from '@gen/content/v1/menu_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { addDays } from '@common/business-date';
import { zonedInstantMs } from '@common/zoned-time';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { failure } from '../../helpers/booking-fixture';
import { nextOpenSlot } from '../../helpers/open-dates';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// diner app: the server pieces its pages read, on the demo data.
let server: TestServer;
let diner: { sessionKey: string };
let stranger: { sessionKey: string };
const stores: Record<'shanghai' | 'hongKong' | 'macau', { id: string; timezone: string; merchantId: string }> =
  {} as never;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db);
  const user = await server.services.users.findByPhone('86', DEMO_ACCOUNTS.diner.phone);
  diner = {
    sessionKey: (
      await server.services.sessions.start(user!.id, { clientPlatform: 'WEB', platformId: 'web', deviceId: 'd' })
    ).key,
  };
  stranger = { sessionKey: (await server.createUserSession()).sessionKey };
  const list = (await server.client(StoreService).queryStores({})).list;
  for (const s of list) {
    const key = s.timezone === 'Asia/Shanghai' ? 'shanghai' : s.timezone === 'Asia/Macau' ? 'macau' : 'hongKong';
    stores[key] = { id: s.model!.id, timezone: s.timezone, merchantId: s.merchantId };
  }
});
afterAll(() => server.close());

const availability = () => server.client(DinerAvailabilityService, diner);
const names = (list: Array<{ name: string }>) => list.map((s) => s.name);

describe('store search (public)', () => {
  it('filters by name, city, cuisine and per-capita range, and pages', async () => {
    const stores = server.client(StoreService);
    expect(names((await stores.queryStores({ keyword: 'central' })).list)).toEqual(['Jade Garden · Central']);
    expect(names((await stores.queryStores({ keyword: '%' })).list)).toEqual([]);
    expect(names((await stores.queryStores({ city: 'Shanghai' })).list)).toEqual(['Jade Garden · The Bund']);
    expect(names((await stores.queryStores({ mainCuisine: 'chinese', subCuisine: 'Cantonese' })).list)).toEqual([
      'Jade Garden · Central',
    ]);
    expect((await stores.queryStores({ mainCuisine: 'Japanese' })).total).toBe(0);
    // The demo's per-capita prices are 450 (and 380 in Macau): in "200-500", not in "500-1000".
    expect((await stores.queryStores({ minPerCapitaPrice: '20000', maxPerCapitaPrice: '49999' })).total).toBe(3);
    expect((await stores.queryStores({ minPerCapitaPrice: '50000', maxPerCapitaPrice: '99999' })).total).toBe(0);
    const page = await stores.queryStores({ query: { limit: 1, offset: 1 } });
    expect([page.list.length, page.total]).toEqual([1, 3]);
  });

  it('filters by distance from the diner, leaving out stores too far or without a position', async () => {
    const stores = server.client(StoreService);
    // People's Square, about 1.7 km from the Bund store and 1,200 km from Central.
    const near = { latitude: 31.2304, longitude: 121.4737 };
    expect(names((await stores.queryStores({ near, maxDistanceMeters: 3000 })).list)).toEqual([
      'Jade Garden · The Bund',
    ]);
    expect((await stores.queryStores({ near, maxDistanceMeters: 1000 })).total).toBe(0);
    expect((await stores.queryStores({ near, maxDistanceMeters: 2_000_000 })).total).toBe(3);
    // Without a radius the position changes nothing.
    expect((await stores.queryStores({ near })).total).toBe(3);
    expect(
      await failure(stores.queryStores({ near: { latitude: 91, longitude: 0 }, maxDistanceMeters: 1000 })),
    ).toEqual({ code: 'InvalidArgument', message: 'invalid location or distance' });
    expect(await failure(stores.queryStores({ maxDistanceMeters: 1000 }))).toEqual({
      code: 'InvalidArgument',
      message: 'invalid location or distance',
    });
  });

  it('finds a store by its name in any language, and carries the names per language', async () => {
    const stores = server.client(StoreService);
    // The demo store is named in English; its Chinese names are translations.
    expect(names((await stores.queryStores({ keyword: '外滩' })).list)).toEqual(['Jade Garden · The Bund']);
    expect(names((await stores.queryStores({ keyword: '中環' })).list)).toEqual(['Jade Garden · Central']);
    const [bund] = (await stores.queryStores({ keyword: '外滩' })).list;
    expect(bund.intlInfo?.name).toMatchObject({ zhHans: '翡翠花园 · 外滩', zhHant: '翡翠花園 · 外灘' });
  });

  it('does what the box promises: stores by city, district and cuisine, in every language', async () => {
    const client = server.client(StoreService);
    const found = async (keyword: string) => names((await client.queryStores({ keyword })).list).sort();
    // A city, as stored and as named per language.
    expect(await found('上海')).toEqual(['Jade Garden · The Bund']);
    expect(await found('Shanghai')).toEqual(['Jade Garden · The Bund']);
    expect(await found('shanghai')).toEqual(['Jade Garden · The Bund']);
    expect(await found('澳門')).toEqual(['Jade Garden · Senado Square']);
    // A district, in the address.
    expect(await found('Huangpu')).toEqual(['Jade Garden · The Bund']);
    // A cuisine by the name diners read: every demo store is Chinese, one Cantonese.
    expect(await found('中餐')).toEqual([
      'Jade Garden · Central',
      'Jade Garden · Senado Square',
      'Jade Garden · The Bund',
    ]);
    expect(await found('粤菜')).toEqual(['Jade Garden · Central']);
    expect(await found('Cantonese')).toEqual(['Jade Garden · Central']);
    expect(await found('火锅')).toEqual([]);
  });

  it('tolerates simplified and traditional forms of the same words', async () => {
    const client = server.client(StoreService);
    const found = async (keyword: string) => names((await client.queryStores({ keyword })).list).sort();
    // Traditional typed, simplified stored (and the other way round).
    expect(await found('粵菜')).toEqual(['Jade Garden · Central']);
    expect(await found('澳门')).toEqual(['Jade Garden · Senado Square']);
    expect(await found('外灘')).toEqual(['Jade Garden · The Bund']);
    // A store named only in simplified Chinese is found by its traditional name.
    const bund = await server.database.db
      .selectFrom('store')
      .select('intl_info')
      .where('id', '=', stores.shanghai.id)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('store')
      .set({ intl_info: JSON.stringify({ ...bund.intl_info, name: { 'zh-Hans': '翡翠花园 · 外滩' } }) })
      .where('id', '=', stores.shanghai.id)
      .execute();
    try {
      expect(await found('翡翠花園 · 外灘')).toEqual(['Jade Garden · The Bund']);
    } finally {
      await server.database.db
        .updateTable('store')
        .set({ intl_info: JSON.stringify(bund.intl_info) })
        .where('id', '=', stores.shanghai.id)
        .execute();
    }
  });

  it('lists the cities stores are in, and gives each store its position', async () => {
    const cities = await server.client(StoreService).listStoreCities({});
    expect(cities.list).toEqual(['Hong Kong', 'Macau', 'Shanghai']);
    // Each city as its stores name it per language, for a reader of Chinese.
    expect(cities.intlList.map((c) => [c.zhHans, c.zhHant, c.en])).toEqual([
      ['香港', '香港', 'Hong Kong'],
      ['澳门', '澳門', 'Macau'],
      ['上海', '上海', 'Shanghai'],
    ]);
    const [store] = (await server.client(StoreService).queryStores({ idIn: [stores.hongKong.id] })).list;
    expect([store.profile?.latitude, store.profile?.longitude]).toEqual([22.2819, 114.1586]);
    expect(store.image?.environmentList.length).toBe(2);
  });
});

describe('menus and articles (public)', () => {
  it('lists a store’s menus without items and opens one with them', async () => {
    const menus = server.client(StoreMenuService);
    const { list } = await menus.listStoreMenus({ storeId: stores.shanghai.id });
    expect(list.map((m) => [m.name, m.kind, m.price, m.itemList.length, m.itemCount])).toEqual([
      ['Jade tasting menu', StoreMenu_Kind.SET_MENU, '68800', 0, 4],
      ['A la carte', StoreMenu_Kind.ORDER, '0', 0, 3],
    ]);
    const { menu } = await menus.getStoreMenu({ menuId: list[1].model!.id });
    expect(menu?.itemList.map((i) => [i.name, i.price])).toEqual([
      ['Xiaolongbao', '6800'],
      ['Roast goose', '26800'],
      ['Wok-fried greens', '8800'],
    ]);
    // Menus and dishes in each interface language.
    expect([list[0].intlName?.zhHans, list[0].intlName?.zhHant]).toEqual(['翡翠品鉴菜单', '翡翠品鑒菜單']);
    expect(menu?.itemList.map((i) => [i.intlName?.zhHans, i.intlDescription?.zhHant, i.intlName?.en])).toEqual([
      ['小笼包', '六隻', 'Xiaolongbao'],
      ['烧鹅', '半隻', 'Roast goose'],
      ['清炒时蔬', '蒜蓉', 'Wok-fried greens'],
    ]);
    await expect(menus.getStoreMenu({ menuId: '999999' })).rejects.toThrow('menu does not exist');
    await expect(menus.listStoreMenus({ storeId: '999999' })).rejects.toThrow('store does not exist');
  });

  it('lists a store’s articles with the merchant’s, newest first, by category, and opens one', async () => {
    const articles = server.client(ArticleService);
    const all = await articles.listArticles({ storeId: stores.hongKong.id });
    expect(all.list.map((a) => a.title)).toEqual(['Hairy crab season is here', 'Our story']);
    expect(all.list[0].content).toBe('');
    const stories = await articles.listArticles({
      merchantId: stores.hongKong.merchantId,
      category: Article_Category.BRAND_STORY,
    });
    expect(stories.list.map((a) => a.title)).toEqual(['Our story']);
    const { article } = await articles.getArticle({ articleId: all.list[1].model!.id });
    expect(article?.content).toContain('One kitchen tradition');
    await expect(articles.getArticle({ articleId: '999999' })).rejects.toThrow('article does not exist');
  });
});

describe('booking quote (diner)', () => {
  it('says the deposit the policy asks and the cancel deadline in the store’s zone', async () => {
    const { id } = stores.hongKong;
    const dinner = await nextOpenSlot(availability(), stores.hongKong, 'Dinner', { daysAhead: 3, people: 6 });
    const date = dinner.date;
    const quote = server.client(DinerBookingQuoteService, diner);
    const six = await quote.quoteBooking({
      storeId: id,
      reservationDate: date,
      storeShiftId: dinner.shiftId,
      reservationStartSecond: dinner.startSecond,
      peopleCount: 6,
    });
    // 100 yuan a person for dinner parties of 6 or more; 30 minutes to pay; 1 day to cancel.
    expect([six.depositAmount, six.depositExpiryMinute, six.latestCancelDay]).toEqual(['60000', 30, 1]);
    expect(timestampDate(six.cancelDeadlineTime!).getTime()).toBe(
      zonedInstantMs(addDays(date, -1), dinner.startSecond, 'Asia/Hong_Kong'),
    );
    const four = await quote.quoteBooking({
      storeId: id,
      reservationDate: date,
      storeShiftId: dinner.shiftId,
      peopleCount: 4,
    });
    expect(four.depositAmount).toBe('0');
  });

  it('quotes no deposit for a party the store does not take, as creating the order refuses it', async () => {
    // A crafted link asked for 40 people at a store taking 1 to 12: no ¥4,000 quote, the spec's message instead.
    const { id } = stores.shanghai;
    const dinner = await nextOpenSlot(availability(), stores.shanghai, 'Dinner', { daysAhead: 3, people: 6 });
    const at = {
      storeId: id,
      reservationDate: dinner.date,
      storeShiftId: dinner.shiftId,
      reservationStartSecond: dinner.startSecond,
    };
    const refusal = { code: Code.InvalidArgument, rawMessage: 'more people than the store accepts' };
    const quote = server.client(DinerBookingQuoteService, diner);
    await expect(quote.quoteBooking({ ...at, peopleCount: 40 })).rejects.toMatchObject(refusal);
    await expect(quote.quoteBooking({ ...at, peopleCount: 13 })).rejects.toMatchObject(refusal);
    expect((await quote.quoteBooking({ ...at, peopleCount: 12 })).depositAmount).toBe('120000');
    await expect(
      server.client(DinerBookingOrderService, diner).createBookingOrder({
        ...at,
        diner: { lastName: 'Li' },
        adultCount: 40,
      }),
    ).rejects.toMatchObject(refusal);
  });
});

describe('share links', () => {
  it('gives the order’s one token to its diner and shows anyone holding it the little it may', async () => {
    const { id } = stores.shanghai;
    // The demo serves no lunch on Mondays: the first lunch from five days on.
    const lunch = await nextOpenSlot(availability(), stores.shanghai, 'Lunch', { daysAhead: 5 });
    const date = lunch.date;
    const { order } = await server.client(DinerBookingOrderService, diner).createBookingOrder({
      storeId: id,
      diner: { lastName: 'Li', firstName: 'Lei', title: 1 },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: lunch.shiftId,
      reservationStartSecond: lunch.startSecond,
    });
    const shares = server.client(DinerBookingOrderShareService, diner);
    const { shareToken } = await shares.createBookingOrderShare({ bookingOrderId: order!.model!.id });
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await shares.createBookingOrderShare({ bookingOrderId: order!.model!.id })).shareToken).toBe(shareToken);
    await expect(
      server
        .client(DinerBookingOrderShareService, stranger)
        .createBookingOrderShare({ bookingOrderId: order!.model!.id }),
    ).rejects.toThrow('booking order does not exist');

    const view = (await server.client(PublicBookingOrderShareService).getSharedBookingOrder({ shareToken })).order!;
    expect(view).toMatchObject({
      storeName: 'Jade Garden · The Bund',
      timezone: 'Asia/Shanghai',
      reservationDate: date,
      reservationStartSecond: lunch.startSecond,
      storeShiftName: 'Lunch',
      peopleCount: 2,
      hostLastName: 'Li',
      hostTitle: 'MR',
      isClosed: false,
    });
    expect(JSON.stringify(view)).not.toContain(DEMO_ACCOUNTS.diner.phone);
    await expect(
      server.client(PublicBookingOrderShareService).getSharedBookingOrder({ shareToken: 'x'.repeat(24) }),
    ).rejects.toThrow('booking order does not exist');
  });
});
