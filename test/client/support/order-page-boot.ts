import { bootPage } from './boot-page';
import type { FakeRoute } from './fake-network';
import { orderJson, P, staffNetwork } from './staff-fixtures';
import { createTestStore } from './test-store';

// One staff order page (?id=103) over the staff network, with the engine's actions
// answering the order as they change it. Shared by the order page tests.

export const DETAIL = '/pages/sub-store/store-order-detail/index';

export const LOGS = {
  list: [
    {
      id: '1',
      type: 'CREATE',
      operatorType: 'USER',
      createTime: '2026-11-20T10:00:00Z',
      afterJson: '{"items":["3301"],"people":4,"deposit":"20000"}',
    },
    {
      id: '2',
      type: 'MODIFY_STORE_REMARK',
      operatorType: 'STORE',
      operatorName: 'Wang Li',
      revertible: true,
      beforeJson: '{"storeRemark":""}',
      afterJson: '{"storeRemark":"window"}',
      createTime: '2026-11-20T10:05:00Z',
    },
  ],
};

/** A route answering the order with these fields changed (and keeping the change). */
export type Changed = (over: Record<string, unknown>) => FakeRoute;

export function bootOrderPage(
  Page: Parameters<typeof bootPage>[0],
  order: Record<string, unknown>,
  routes: Record<string, FakeRoute> | ((changed: Changed) => Record<string, FakeRoute>) = {},
  path = DETAIL,
  params: Record<string, string> = {},
) {
  let current = orderJson('103', order);
  const changed: Changed = (over) => () => {
    current = { ...current, ...over };
    return { body: { order: current } };
  };
  const network = staffNetwork({
    [P.order]: () => ({ body: { order: current } }),
    [P.logs]: { body: LOGS },
    [P.action('ConfirmBookingOrder')]: changed({ status: 'WAIT_SERVICE' }),
    [P.action('ArriveBookingOrder')]: changed({ arrivalTime: '2026-11-23T10:00:00Z' }),
    [P.action('NotArriveBookingOrder')]: changed({ status: 'CLOSED', closeReason: 'ABSENT' }),
    [P.action('CloseBookingOrder')]: changed({ status: 'CLOSED', closeReason: 'STORE_REJECT' }),
    [P.action('SetFinalPayment')]: changed({
      status: 'WAIT_FINAL_PAYMENT',
      finalPaymentAmount: '48000',
      mealCostAmount: '68000',
    }),
    [P.revert]: changed({ storeRemark: '' }),
    ...(typeof routes === 'function' ? routes(changed) : routes),
  });
  const store = createTestStore({ request: network.request });
  return bootPage(Page, { path, params: { id: '103', ...params }, store }).then((page) => ({
    ...page,
    network,
    store,
  }));
}

/** The calls made to one method path. */
export const calls = (network: { calls: Array<{ url: string; body?: string }> }, path: string) =>
  network.calls.filter((c) => c.url.endsWith(path));
