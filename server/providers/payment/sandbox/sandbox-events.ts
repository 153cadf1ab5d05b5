import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { JobRepository } from '../../../jobs/job.repository';
import { SANDBOX_HEADER, signSandboxMessage } from './sandbox-signature';

export const SANDBOX_NOTIFY_JOB = 'sandbox-pay.notify';

/** What the sandbox tells the merchant's notification URL, as a JSON body. */
export interface SandboxEvent {
  /** Stable across redeliveries, as a channel's notification id is. */
  id: string;
  event_type: 'TRANSACTION.SUCCESS' | 'TRANSACTION.FAIL' | 'REFUND.SUCCESS';
  out_trade_no: string;
  order_no: string;
  /** Cents, as a string. */
  amount: string;
  currency: string;
  payer_account?: string;
  /** ISO 8601. */
  success_time?: string;
  out_refund_no?: string;
  refund_no?: string;
  reason?: string;
}

/** Queues a notification in the sandbox's own transaction: delivered after commit, retried until acknowledged. */
export async function queueSandboxEvent(trx: Kysely<Database>, url: string, event: SandboxEvent, now: Date) {
  await new JobRepository(trx).enqueue({
    kind: SANDBOX_NOTIFY_JOB,
    payload: { url, event },
    runAt: now,
    dedupeKey: `${SANDBOX_NOTIFY_JOB}:${event.id}`,
    maxAttempts: 15,
  });
}

/**
 * The job that delivers a notification, as a channel does: POST the signed
 * body, and count it delivered only when the merchant answers 200 with
 * {"code":"SUCCESS"}; anything else is retried with the job runner's backoff.
 */
export function sandboxNotifier(secret: string, now: () => Date) {
  return async (payload: { url: string; event: SandboxEvent }): Promise<void> => {
    const body = JSON.stringify(payload.event);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const response = await fetch(payload.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_HEADER.timestamp]: timestamp,
        [SANDBOX_HEADER.signature]: signSandboxMessage(secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = await response.text();
    let code = '';
    try {
      code = (JSON.parse(answer) as { code?: string }).code ?? '';
    } catch {
      // not JSON: not acknowledged
    }
    if (response.status !== 200 || code !== 'SUCCESS') {
      throw new Error(`sandbox notification not acknowledged: HTTP ${response.status}`);
    }
  };
}
