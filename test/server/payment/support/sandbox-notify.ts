import type { SandboxEvent } from '../../../../server/providers/payment/sandbox/sandbox-events';
import { SANDBOX_HEADER, signSandboxMessage } from '../../../../server/providers/payment/sandbox/sandbox-signature';
import type { TestServer } from '../../../helpers/test-server';

/** Posts a sandbox notification as the sandbox channel would, signed with the server's sandbox secret unless told otherwise. */
export async function sendSandboxNotification(
  server: TestServer,
  event: SandboxEvent,
  options: { at: Date; secret?: string; tamper?: (body: string) => string },
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(options.at.getTime() / 1000));
  const signature = signSandboxMessage(options.secret ?? server.config.payment.sandboxSecret, timestamp, body);
  const response = await fetch(`${server.url}/payment-notify/sandbox/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_HEADER.timestamp]: timestamp,
      [SANDBOX_HEADER.signature]: signature,
    },
    body: options.tamper ? options.tamper(body) : body,
  });
  return { status: response.status, body: await response.text() };
}
