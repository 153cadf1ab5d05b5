// `npm run bench`: mall figures (docs/mall.md, "Speed and races").
// On PGlite always, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a role that may create databases.
import type { ConnectError } from '@connectrpc/connect';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import type { TestServer } from '../test/helpers/test-server';
import type { CartLine } from '../server/domain/mall/mall-checkout.service';
import type { StockMode } from '../server/domain/mall/mall.tables';
import { onBothDatabases } from './bench-databases';
import { makeBenchShop, makeBenchStore, staffBooking, type BenchShop, type BenchStore } from './bench-store';

const BUYERS = Number(process.env.BENCH_MALL_BUYERS || 500);
const LAST_UNITS = 20;
const ROUNDS = Number(process.env.BENCH_MALL_ROUNDS || 5);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CALLERS = 20;
const PRICE = 26800;

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(12)}  ${goal}`);

interface Buyer {
  userId: string;
  sessionKey: string;
  addressId: string;
}

/** A listed product of the shop's merchant with one SKU of `stock` units at 268.00. */
async function sku(server: TestServer, shop: BenchShop, stockMode: StockMode, stock: number): Promise<string> {
  const db = server.database.db;
  const product = await db
    .insertInto('mall_product')
    .values({
      merchant_id: shop.merchantId,
      title: 'Bench gift set',
      cover: JSON.stringify(null),
      carousel: JSON.stringify([]),
      type: 'ORDER',
      stock_mode: stockMode,
      sale_mode: 'NORMAL',
      status: 'LISTED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('mall_sku')
    .values({ product_id: product.id, price: PRICE, status: 'LISTED', sale_plan_id: null, stock })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function buyers(server: TestServer, count: number): Promise<Buyer[]> {
  const out: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const s = await server.createUserSession({ nickname: `mall buyer ${i}` });
    const address = await server.services.mall.addresses.create(s.userId, {
      province: 'Shanghai',
      city: 'Shanghai',
      district: 'Huangpu',
      detail: `${i} Bench Road`,
      contact: 'Bench',
      phoneRegionCode: '86',
      phone: '13800138000',
      isDefault: true,
      selfDelivery: false,
    });
    out.push({ userId: s.userId, sessionKey: s.sessionKey, addressId: address.id });
  }
  return out;
}

/** Every buyer orders one unit of the last 20 at once, over HTTP: exactly 20 orders, by the answers and the count. */
async function rush(server: TestServer, shop: BenchShop, diners: Buyer[], round: number) {
  const skuId = await sku(server, shop, 'REAL', LAST_UNITS);
  const t = performance.now();
  const outcomes = await Promise.all(
    diners.map((d) =>
      server
        .client(DinerMallOrderService, { sessionKey: d.sessionKey })
        .createMallOrder({
          storeId: shop.storeId,
          lineList: [{ skuId, quantity: 1, seenUnitPrice: String(PRICE) }],
          deliveryAddressId: d.addressId,
        })
        .then(
          () => '',
          (e: ConnectError) => e.rawMessage || e.message || 'refused',
        ),
    ),
  );
  const ms = performance.now() - t;
  const sold = outcomes.filter((o) => o === '').length;
  const refusals = new Set(outcomes.filter((o) => o !== ''));
  const { sold_count } = await server.database.db
    .selectFrom('mall_sku')
    .select('sold_count')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  const items = await server.database.db
    .selectFrom('mall_order_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sku_id', '=', skuId)
    .executeTakeFirstOrThrow();
  const exact = sold === LAST_UNITS && sold_count === LAST_UNITS && Number(items.n) === LAST_UNITS;
  line(
    `round ${round}: ${diners.length} order the last ${LAST_UNITS}: sold / count / orders`,
    `${sold} / ${sold_count} / ${items.n}`,
    `${exact ? 'ok: exactly 20' : 'WRONG'} (${ms.toFixed(0)} ms; refused: ${[...refusals].join(', ')})`,
  );
  return exact;
}

/** Calls per second of `call` by 20 concurrent callers for SECONDS; refusals `allowed` are counted apart. */
async function throughput(call: (n: number) => Promise<unknown>, allowed: RegExp) {
  let next = 0;
  let made = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (Date.now() < deadline) {
        try {
          await call(next++);
          made++;
        } catch (error) {
          if (!allowed.test((error as Error).message)) throw error;
        }
      }
    }),
  );
  return made / ((performance.now() - start) / 1000);
}

/** Checkout transactions per second (two lines, virtual stock) next to booking creates on the same server. */
async function checkoutRatio(server: TestServer, shop: BenchShop, store: BenchStore, diners: Buyer[]) {
  const [a, b] = [await sku(server, shop, 'VIRTUAL', 0), await sku(server, shop, 'VIRTUAL', 0)];
  const lines: CartLine[] = [a, b].map((skuId) => ({ skuId, quantity: 1, seenUnitPrice: String(PRICE) }));
  const checkout = server.services.mallOrders.checkout;
  const mall = await throughput((n) => {
    const d = diners[n % diners.length];
    return checkout.create(d.userId, shop.storeId, lines, d.addressId, '');
  }, /$^/);
  const booking = await throughput(
    (n) => server.services.booking.orderCreate.create(staffBooking(store, n * 7919, 1, 59)),
    /full|insufficient/,
  );
  line(`checkout transactions/s, ${CALLERS} concurrent callers`, mall.toFixed(0));
  line(`create-booking transactions/s, ${CALLERS} concurrent callers`, booking.toFixed(0));
  line('checkout / create-booking', (mall / booking).toFixed(2));
}

async function run(label: string, server: TestServer) {
  console.log(`\nMall on ${label}`);
  const shop = await makeBenchShop(server, `mall-bench-${label.replace(/\W/g, '')}`);
  const diners = await buyers(server, BUYERS);
  let exact = true;
  for (let round = 1; round <= ROUNDS; round++) exact = (await rush(server, shop, diners, round)) && exact;
  const store = await makeBenchStore(server, `mall-bench-booking-${label.replace(/\W/g, '')}`);
  await checkoutRatio(server, shop, store, diners.slice(0, CALLERS * 5));
  return exact;
}

void onBothDatabases('fb_mall_bench', run);
