import { createClient } from '@connectrpc/connect';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { StoreDepositService } from '@/gen/booking/v1/store_deposit_service_pb';
import type { RpcHttpRequest, RpcHttpResponse } from '@/services/rpc-request';
import { createRpcTransport } from '@/services/rpc-transport';

// The network as the transport sees it: each call takes the next scripted
// outcome (an answer, or no answer at all) and the request sent is kept.
type Outcome = number | 'no answer';

function network(outcomes: Outcome[]) {
  const sent: Record<string, unknown>[] = [];
  const request = async (r: RpcHttpRequest): Promise<RpcHttpResponse> => {
    sent.push(JSON.parse(r.body ?? '{}') as Record<string, unknown>);
    const next = outcomes.shift() ?? 200;
    if (next === 'no answer') throw new Error('timed out');
    const body = next === 200 ? '{}' : JSON.stringify({ code: 'failed_precondition', message: 'refused' });
    return { status: next, headers: {}, body };
  };
  const transport = createRpcTransport({ baseUrl: () => 'http://api.test', request, headers: () => ({}) });
  return { sent, deposits: createClient(StoreDepositService, transport), transport };
}

const refund = { storeId: '1', bookingOrderId: '2', amount: '5000' };
const keysOf = (sent: Record<string, unknown>[]) => sent.map((s) => s.idempotencyKey);

describe('idempotency keys of money calls', () => {
  it('sends the same key again when the same action is retried after its outcome stayed unknown', async () => {
    const { sent, deposits } = network(['no answer', 503, 409, 429, 200]);
    for (let i = 0; i < 4; i++) await expect(deposits.refundDeposit(refund)).rejects.toThrow();
    await deposits.refundDeposit(refund);
    const [first, ...retries] = keysOf(sent);
    expect(typeof first).toBe('string');
    expect((first as string).length).toBeGreaterThan(16);
    expect(retries).toEqual([first, first, first, first]);
  });

  it('takes a fresh key for the next action once one was answered, done or refused', async () => {
    const { sent, deposits } = network([200, 200, 400, 200]);
    await deposits.refundDeposit(refund);
    await deposits.refundDeposit(refund);
    await expect(deposits.refundDeposit(refund)).rejects.toThrow();
    await deposits.refundDeposit(refund);
    expect(new Set(keysOf(sent)).size).toBe(4);
  });

  it('takes a fresh key for a different request, even after an unknown outcome', async () => {
    const { sent, deposits } = network(['no answer', 200]);
    await expect(deposits.refundDeposit(refund)).rejects.toThrow();
    await deposits.refundDeposit({ ...refund, amount: '6000' });
    const [first, second] = keysOf(sent);
    expect(second).not.toEqual(first);
  });

  it("keeps a caller's own key, and sends none where a request has no such field", async () => {
    const { sent, transport } = network([200, 200]);
    const diner = createClient(DinerBookingOrderService, transport);
    await diner.createBookingOrder({ storeId: '1', idempotencyKey: 'bk-own-key' });
    await diner.getMyBookingOrder({ bookingOrderId: '2' });
    expect(sent[0].idempotencyKey).toBe('bk-own-key');
    expect(sent[1]).not.toHaveProperty('idempotencyKey');
  });
});
