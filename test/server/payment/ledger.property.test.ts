import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCents, compareCents, subtractCents } from '@common/money';
import { DomainError } from '../../../server/domain/errors';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { openDebugPayment, payAtSandbox, refundsOf, transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, TestClock, type Org } from './support/payment-fixtures';
import { sendSandboxNotification } from './support/sandbox-notify';

// Random sequences of refund operations on paid payments, checking after every
// step what must always hold: the ledger's totals equal the sums of its
// refund rows, nothing is refunded beyond what was paid (net paid never goes
// negative), the purpose saw exactly the refunds that succeeded, and a refused
// operation changed nothing. Seeded, so a failure names the seed to replay.
const SEED = Number(process.env.LEDGER_SEED ?? 20260501);
const SCENARIOS = 12;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clock = new TestClock(new Date('2027-01-01T00:00:00Z'));
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
});
afterAll(() => server.close());

async function snapshot(paymentId: string, transactionNo: string, subjectId: string) {
  const payment = await transactionByNo(server, transactionNo);
  const refunds = await refundsOf(server, paymentId);
  const subject = await debugSubjects(server).find(subjectId);
  const ledger = await server.services.payments.queries.ledgerOf('DEBUG', subjectId);
  return { payment, refunds, subject: subject!, ledger };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function checkInvariants({ payment, refunds, subject, ledger }: Snapshot, context: string) {
  const sum = (statuses: string[]) =>
    addCents(...refunds.filter((r) => statuses.includes(r.status)).map((r) => r.amount));
  expect(payment.refundedAmount, context).toBe(sum(['SUCCESS']));
  expect(payment.refundingAmount, context).toBe(sum(['INIT', 'PENDING']));
  const net = subtractCents(payment.amount, payment.refundedAmount, payment.refundingAmount);
  expect(compareCents(net, 0), `${context}: net paid ${net}`).toBeGreaterThanOrEqual(0);
  expect(subject.refundedAmount, context).toBe(payment.refundedAmount);
  // The subject's ledger, from its rows alone, says the same.
  expect([ledger.paid, ledger.refunded, ledger.refunding, ledger.net], context).toEqual([
    payment.amount,
    payment.refundedAmount,
    payment.refundingAmount,
    net,
  ]);
  expect(subject.failedRefunds, context).toBe(refunds.filter((r) => r.status === 'FAIL').length);
}

describe('the payment ledger under random operations', () => {
  it(`keeps its invariants (seed ${SEED})`, async () => {
    const next = random(SEED);
    const pick = (n: number) => Math.floor(next() * n);
    for (let scenario = 0; scenario < SCENARIOS; scenario++) {
      const amount = String(1 + pick(200_000));
      const paid = await openDebugPayment(server, org, clock, diner, amount);
      await payAtSandbox(server, paid.cashierUrl);
      await server.services.jobs.runDue(clock.now());
      const steps: string[] = [`pay ${amount}`];

      for (let step = 0; step < 2 + pick(7); step++) {
        const before = await snapshot(paid.id, paid.transactionNo, paid.subject.id);
        const refundable = subtractCents(
          before.payment.amount,
          before.payment.refundedAmount,
          before.payment.refundingAmount,
        );
        const action = pick(5);
        if (action <= 1) {
          // A refund: within, at, or beyond what is refundable; now and then nonsense.
          const choice = pick(6);
          const asked =
            choice === 0
              ? '0'
              : choice === 1
                ? addCents(refundable, 1 + pick(1000))
                : choice === 2
                  ? refundable
                  : String(1 + pick(Math.max(1, Number(refundable))));
          steps.push(`refund ${asked} of ${refundable}`);
          const result = await server.services.payments.refunds
            .request({ paymentId: paid.id, amount: asked, reason: 'random', operatorUserId: null })
            .catch((error: unknown) => error);
          const shouldRefuse = compareCents(asked, 0) <= 0 || compareCents(asked, refundable) > 0;
          if (shouldRefuse) {
            expect(result, steps.join(' / ')).toBeInstanceOf(DomainError);
            expect(await snapshot(paid.id, paid.transactionNo, paid.subject.id), steps.join(' / ')).toEqual(before);
          } else {
            expect(result, steps.join(' / ')).not.toBeInstanceOf(Error);
          }
        } else if (action === 2) {
          steps.push('deliver notifications');
          await server.services.jobs.runDue(clock.now());
        } else if (action === 3 && before.refunds.length > 0) {
          // The channel repeats a refund notification (only for refunds it really made).
          const refund = before.refunds[pick(before.refunds.length)];
          if (!refund.providerTransactionId) continue;
          steps.push(`replay refund ${refund.amount}`);
          await sendSandboxNotification(
            server,
            {
              id: `refund-${refund.providerTransactionId}`,
              event_type: 'REFUND.SUCCESS',
              out_trade_no: paid.transactionNo,
              order_no: before.payment.providerTransactionId ?? '',
              amount: refund.amount,
              currency: 'CNY',
              out_refund_no: refund.transactionNo,
              refund_no: refund.providerTransactionId,
              success_time: clock.now().toISOString(),
            },
            { at: clock.now() },
          );
        } else if (action === 4) {
          // Someone refunds at the channel's own console: our next refunds may be refused there.
          steps.push('channel-side refund');
          await server.database.db
            .updateTable('sandbox_payment_order')
            .set({ refunded_amount: before.payment.amount })
            .where('out_trade_no', '=', paid.transactionNo)
            .execute();
        }
        checkInvariants(await snapshot(paid.id, paid.transactionNo, paid.subject.id), steps.join(' / '));
      }

      await server.services.jobs.runDue(clock.now());
      const settled = await snapshot(paid.id, paid.transactionNo, paid.subject.id);
      checkInvariants(settled, `${steps.join(' / ')} / settled`);
      expect(settled.payment.refundingAmount, steps.join(' / ')).toBe('0');
    }
  });
});
