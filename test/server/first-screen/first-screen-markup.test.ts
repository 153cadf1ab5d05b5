import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { languageOfRequest } from '@common/interface-language';
import { ClientConfigSchema, PageModule_Type } from '@gen/platform/v1/client_config_pb';
import { QueryStoresResponseSchema } from '@gen/store/v1/store_query_service_pb';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { StoreSchema, type Store } from '@gen/store/v1/store_pb';
import { firstScreenMarkup } from '../../../server/http/first-screen/first-screen-page';

// The first screen the server writes into index.html: the words of the language the app
// would speak, every value escaped, links where the app's buttons go.

const HOSTILE = `</div><script>alert("x")</script><img src=x onerror='y'>`;
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

function store(overrides: Record<string, unknown> = {}): Store {
  const init = {
    model: { id: '42' },
    name: '翡翠花园',
    intlInfo: { name: { en: 'Jade Garden', zhHant: '翡翠花園' } },
    isBookingReady: true,
    currency: 'CNY',
    profile: {
      city: '上海',
      mainCuisine: 'Cantonese',
      perCapitaPrice: '45000',
      address: '中山东一路 18 号',
      phone: '021-1',
    },
    image: { environmentList: [{ url: PICTURE }], dishList: [] },
    ...overrides,
  } as MessageInitShape<typeof StoreSchema>;
  return create(StoreSchema, init);
}

const config = (body: Record<string, unknown> = {}) =>
  create(ClientConfigSchema, { model: { id: '1' }, config: { common: { appName: 'FeastBook' }, ...body } });

function home(stores: Store[], language: 'zh-Hans' | 'zh-Hant' | 'en', search = '') {
  const answer = create(QueryStoresResponseSchema, { list: stores, total: stores.length });
  return firstScreenMarkup(
    { data: {}, page: 'home', config: config(), stores: answer },
    language,
    new URLSearchParams(search),
  )!;
}

function storePage(s: Store, language: 'zh-Hans' | 'zh-Hant' | 'en', body: Record<string, unknown> = {}) {
  const answer = create(QueryStoresResponseSchema, { list: [s], total: 1 });
  return firstScreenMarkup(
    { data: {}, page: 'storeDetail', config: config(body), stores: answer },
    language,
    new URLSearchParams(),
  )!;
}

describe('the first screen of home', () => {
  it('shows the search box, the list title and each store as a card linking to its page, in each language', () => {
    const zhHans = home([store()], 'zh-Hans');
    expect(zhHans).toContain('搜索餐厅、城市、菜系');
    expect(zhHans).toContain('<span class="store-card__name">翡翠花园</span>');
    expect(zhHans).toContain('人均 ¥450');
    // A Hong Kong store's price in its own currency, as the app shows it.
    expect(home([store({ currency: 'HKD' })], 'zh-Hans')).toContain('人均 HK$450');
    expect(home([store({ currency: 'MOP' })], 'en')).toContain('MOP 450 per person');
    expect(zhHans).toContain('粤菜');
    expect(zhHans).toContain('href="/app/pages/sub-user/store-detail/index?storeId=42"');

    const zhHant = home([store()], 'zh-Hant');
    expect(zhHant).toContain('搜索餐廳、城市、菜系');
    expect(zhHant).toContain('<span class="store-card__name">翡翠花園</span>');
    expect(zhHant).toContain('首頁');

    const en = home([store()], 'en');
    expect(en).toContain('Search restaurants, cities, cuisines');
    expect(en).toContain('<span class="store-card__name">Jade Garden</span>');
    expect(en).toContain('>Home<');
  });

  it("keeps the address's app parameters on every link, as the app's navigation does", () => {
    const html = home([store()], 'en', 'platformClientConfigId=7&merchantId=9&other=1');
    expect(html).toContain(
      'href="/app/pages/sub-user/store-detail/index?storeId=42&amp;platformClientConfigId=7&amp;merchantId=9"',
    );
    expect(html).toContain('href="/app/pages/sub-user/home-search/index?platformClientConfigId=7&amp;merchantId=9"');
  });

  it('escapes every value it writes: names, cities, picture addresses', () => {
    const html = home(
      [
        store({
          name: HOSTILE,
          intlInfo: {},
          profile: { city: HOSTILE, perCapitaPrice: '0' },
          image: { environmentList: [{ url: `x" onerror="alert(1)` }], dishList: [] },
        }),
      ],
      'zh-Hans',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;/div&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // A picture address that is no web or image address is not written at all.
    expect(html).toContain('<div class="store-card__cover"></div>');
  });

  it('draws a store without a photo with the empty cover the app shows, and without a price when it has none', () => {
    const html = home([store({ image: undefined, profile: { city: '上海', perCapitaPrice: '0' } })], 'zh-Hans');
    expect(html).toContain('<div class="store-card__cover"></div>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('人均');
  });

  it('stops at a block whose height only the app knows, and draws nothing for a one-store app', () => {
    const answer = create(QueryStoresResponseSchema, { list: [store()], total: 1 });
    const withCarousel = config({
      pageList: [
        {
          type: 'home',
          moduleList: [
            { type: PageModule_Type.GLOBAL_SEARCH },
            { type: PageModule_Type.STORE_IMAGE_CAROUSEL },
            { type: PageModule_Type.STORE_LIST },
          ],
        },
      ],
    });
    const html = firstScreenMarkup(
      { data: {}, page: 'home', config: withCarousel, stores: answer },
      'zh-Hans',
      new URLSearchParams(),
    )!;
    expect(html).toContain('home-search-bar');
    expect(html).not.toContain('store-card');
    const oneStore = config({ flags: { oneStore: true } });
    expect(
      firstScreenMarkup({ data: {}, page: 'home', config: oneStore, stores: answer }, 'zh-Hans', new URLSearchParams()),
    ).toBeUndefined();
  });
});

describe("the first screen of a store's page", () => {
  it('shows the title, photo, name, profile and a booking button that is a link to the booking page', () => {
    const zhHans = storePage(store(), 'zh-Hans');
    expect(zhHans).toContain('<span class="nav-bar__title">门店详情</span>');
    expect(zhHans).toContain(`<img class="store-detail__photo" src="${PICTURE}"`);
    expect(zhHans).toContain('<span class="store-detail__name">翡翠花园</span>');
    expect(zhHans).toMatch(
      /<a class="[^"]*store-detail__book" href="\/app\/pages\/sub-user\/booking-before\/index\?storeId=42">.*立即预订/,
    );
    expect(storePage(store(), 'zh-Hant')).toContain('立即預訂');
    const en = storePage(store(), 'en');
    expect(en).toContain('Book now');
    expect(en).toContain('<span class="nav-bar__title">Restaurant</span>');
  });

  it('sends the book button to the notice first when the store has one, and says booking is not open yet', () => {
    const withNotice = store({ bookingConfig: { notice: { text: { content: 'Smart casual' }, imageList: [] } } });
    expect(storePage(withNotice, 'en')).toContain('href="/app/pages/sub-user/notice/index?storeId=42"');
    const closed = storePage(store({ isBookingReady: false }), 'zh-Hans');
    expect(closed).toContain('暂未开放预订');
    expect(closed).toMatch(/store-detail__book" aria-disabled="true">/);
  });

  it('draws a store without a photo without a picture, and escapes its name and notice', () => {
    const html = storePage(
      store({
        image: undefined,
        name: HOSTILE,
        intlInfo: {},
        bookingConfig: { notice: { text: { content: HOSTILE }, imageList: [] } },
      }),
      'zh-Hans',
    );
    expect(html).toContain('<div class="store-detail__media"></div>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('says "reservation" where the client config asks for that wording', () => {
    expect(storePage(store(), 'en', { common: { appName: 'x', useReservationText: true } })).toContain('Reserve now');
    expect(storePage(store(), 'zh-Hans', { common: { appName: 'x', useReservationText: true } })).toContain('立即预约');
  });
});

describe('the language of a request', () => {
  it('is the choice the app mirrored in its cookie, else the browser’s first language as the app maps it', () => {
    expect(languageOfRequest('a=1; fb_language=en', 'zh-CN,zh;q=0.9')).toBe('en');
    expect(languageOfRequest('fb_language=klingon', 'zh-TW')).toBe('zh-Hant');
    expect(languageOfRequest(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(languageOfRequest(undefined, 'zh-HK,en;q=0.5')).toBe('zh-Hant');
    expect(languageOfRequest(undefined, 'zh-CN')).toBe('zh-Hans');
    expect(languageOfRequest(undefined, undefined)).toBe('zh-Hans');
  });
});
