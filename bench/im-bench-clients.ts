// The chat bench's clients, in a process of their own so the server's memory
// per socket is measured without them: opens one socket per caller on the
// receiving instance, sends messages at a fixed rate to the sending one, and
// times each message from the send call to its arrival on the store's socket.
import { createClient } from '@connectrpc/connect';
import { ImService } from '@gen/im/v1/im_service_pb';
import { MessageType } from '@gen/im/v1/im_pb';
import WebSocket from 'ws';
import { HEADER } from '@common/request-signature';
import { createRpcTransport } from '@/services/rpc-transport';
import { nodeFetchRequest } from '../test/helpers/node-request';

export interface BenchCaller {
  sessionKey: string;
  role: 'diner' | 'staff';
  /** Diners: their conversation with a store. */
  conversationId?: string;
}

export interface ClientsPlan {
  sendUrl: string;
  receiveUrl: string;
  callers: BenchCaller[];
  ratePerSecond: number;
  seconds: number;
}

export interface ClientsResult {
  sockets: number;
  sent: number;
  delivered: number;
  latenciesMs: number[];
  sendErrors: number;
  /** Failed sends by their error's message. */
  errorKinds: Record<string, number>;
  /** Sends answered per second over the run (what the server kept up with). */
  answeredPerSecond: number;
}

function im(url: string, sessionKey: string) {
  const transport = createRpcTransport({
    baseUrl: () => url,
    request: nodeFetchRequest,
    headers: () => ({
      [HEADER.clientPlatform]: 'WEB',
      [HEADER.platformId]: 'web',
      [HEADER.deviceId]: 'bench',
      [HEADER.currentPath]: '/pages/im/index',
      [HEADER.clientVersion]: 'bench',
      [HEADER.sessionKey]: sessionKey,
    }),
  });
  return createClient(ImService, transport);
}

const sentAt = new Map<string, number>();
const latencies: number[] = [];
const sockets: WebSocket[] = [];

async function openSocket(plan: ClientsPlan, caller: BenchCaller): Promise<void> {
  const { ticket, path } = await im(plan.receiveUrl, caller.sessionKey).openSocket({});
  const ws = new WebSocket(`${plan.receiveUrl.replace(/^http/, 'ws')}${path}?ticket=${ticket}`);
  sockets.push(ws);
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"ready"')) return resolve();
      if (caller.role !== 'staff' || !text.startsWith('{"type":"message"')) return;
      const id = (JSON.parse(text) as { message: { clientMessageId?: string } }).message.clientMessageId ?? '';
      const at = sentAt.get(id);
      if (at !== undefined) {
        latencies.push(performance.now() - at);
        sentAt.delete(id);
      }
    });
  });
}

async function run(plan: ClientsPlan): Promise<ClientsResult> {
  for (let i = 0; i < plan.callers.length; i += 50) {
    await Promise.all(plan.callers.slice(i, i + 50).map((c) => openSocket(plan, c)));
  }
  process.send?.({ type: 'open', sockets: sockets.length });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  const diners = plan.callers.filter((c) => c.role === 'diner' && c.conversationId);
  const clients = new Map(diners.map((d) => [d.sessionKey, im(plan.sendUrl, d.sessionKey)]));
  const total = plan.ratePerSecond * plan.seconds;
  const interval = 1000 / plan.ratePerSecond;
  let sent = 0;
  let sendErrors = 0;
  const errorKinds: Record<string, number> = {};
  const inFlight: Promise<unknown>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const diner = diners[n % diners.length];
    const id = `bench-${n}`;
    sentAt.set(id, performance.now());
    sent++;
    inFlight.push(
      clients
        .get(diner.sessionKey)!
        .sendMessage({
          conversationId: diner.conversationId,
          clientMessageId: id,
          type: MessageType.TEXT,
          text: `m${n}`,
        })
        .catch((error: { rawMessage?: string; message?: string }) => {
          sendErrors++;
          const kind = (error.rawMessage || error.message || 'unknown').slice(0, 60);
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          sentAt.delete(id);
        }),
    );
  }
  await Promise.all(inFlight);
  const answeredPerSecond = total / ((performance.now() - start) / 1000);
  await new Promise((r) => setTimeout(r, 2000));
  for (const ws of sockets) ws.terminate();
  return {
    sockets: sockets.length,
    sent,
    delivered: latencies.length,
    latenciesMs: latencies,
    sendErrors,
    errorKinds,
    answeredPerSecond,
  };
}

process.once('message', (plan: ClientsPlan) => {
  run(plan).then(
    (result) => process.send?.({ type: 'done', result }, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
