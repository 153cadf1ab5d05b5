import { create } from '@bufbuild/protobuf';
import { OperatorSchema, type Operator } from '@gen/identity/v1/operator_pb';
import { MessageType } from '@gen/im/v1/im_pb';
import { ImService } from '@gen/im/v1/im_service_pb';
import WebSocket from 'ws';
import { ImConnection, type SocketFactory } from '@/stores/im/im-connection';
import type { ImFrame } from '@/stores/im/im-frames';
import type { Caller } from './booking-fixture';
import type { TestServer } from './test-server';

export const storeOp = (storeId: string): Operator =>
  create(OperatorSchema, { type: 3, id: storeId, key: `STORE:${storeId}` });
export const userOp = (userId: string): Operator =>
  create(OperatorSchema, { type: 2, id: userId, key: `USER:${userId}` });
export const ADMIN_OP: Operator = create(OperatorSchema, { type: 1, id: '0', key: 'ADMIN' });

let clientIds = 0;
export const cid = () => `test-${Date.now()}-${++clientIds}`;

export function im(caller: Caller) {
  return caller.client(ImService);
}

/** A text message from a caller, to a conversation or (by member) to the pair's single conversation. */
export async function say(
  caller: Caller,
  text: string,
  to: { conversationId?: string; member?: Operator; operator?: Operator },
) {
  const answer = await im(caller).sendMessage({
    operator: to.operator,
    conversationId: to.conversationId,
    member: to.member,
    clientMessageId: cid(),
    type: MessageType.TEXT,
    text,
  });
  return answer.message!;
}

/** The socket factory of the client, over node's ws. */
export const nodeSocket: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url);
  ws.on('open', () => handlers.onOpen());
  ws.on('message', (data) => handlers.onMessage(String(data)));
  ws.on('close', () => handlers.onClose());
  ws.on('error', () => undefined);
  return { send: (text) => ws.send(text), close: () => ws.terminate() };
};

export interface TestSocket {
  connection: ImConnection;
  frames: ImFrame[];
  lives: number;
  /** Resolves once a frame matching the test arrives (or has). */
  waitFor(test: (frame: ImFrame) => boolean, timeoutMs?: number): Promise<ImFrame>;
  close(): void;
}

/** The app's own connection logic against the real server, collecting frames. */
export async function openSocket(server: TestServer, caller: Caller, onLive?: () => void): Promise<TestSocket> {
  const frames: ImFrame[] = [];
  const waiters: Array<{ test: (f: ImFrame) => boolean; resolve: (f: ImFrame) => void }> = [];
  const state = { lives: 0 };
  const connection = new ImConnection({
    openTicket: () => im(caller).openSocket({}),
    apiBase: () => server.url,
    connect: nodeSocket,
    onFrame: (frame) => {
      frames.push(frame);
      for (const w of [...waiters]) {
        if (w.test(frame)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(frame);
        }
      }
    },
    onLive: () => {
      state.lives++;
      onLive?.();
    },
  });
  connection.start();
  // Waits are for what must happen, long enough for a machine at load 8 and inside the
  // test's own timeout, so a lost frame fails with a message that says which.
  const deadline = Date.now() + 15_000;
  while (!connection.live) {
    if (Date.now() > deadline) throw new Error('socket did not come up');
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    connection,
    frames,
    get lives() {
      return state.lives;
    },
    waitFor(test, timeoutMs = 15_000) {
      const seen = frames.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('frame did not arrive')), timeoutMs);
        waiters.push({
          test,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
    close: () => connection.stop(),
  };
}
