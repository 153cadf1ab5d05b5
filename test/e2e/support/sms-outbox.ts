/** One message of the development SMS outbox (GET /dev/sms-outbox?format=json). */
export interface OutboxMessage {
  time: string;
  phoneRegionCode: string;
  phone: string;
  code: string;
}

/**
 * The newest code the server's local SMS provider "sent" to a phone, read the way a
 * developer reads it: from the outbox page. Waits a little for a send still under way.
 */
export async function outboxCode(serverUrl: string, phone: string, regionCode = '86'): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${serverUrl}/dev/sms-outbox?format=json`);
    if (!response.ok) throw new Error(`sms outbox answered HTTP ${response.status}`);
    const { list } = (await response.json()) as { list: OutboxMessage[] };
    const message = list.find((m) => m.phone === phone && m.phoneRegionCode === regionCode);
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code in the outbox for +${regionCode} ${phone}`);
}
