import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { DbHandle } from '../db/client';
import { SOCKET_PATH } from '../domain/im/socket-ticket.service';
import { ImHub, type HubSocket } from '../realtime/im-hub';
import { createImListener, type ImListener } from '../realtime/im-listener';
import type { Services } from '../services';

/** A socket that answered no ping for this long is dropped (its client reconnects). */
const HEARTBEAT_MS = 30_000;
/** How often sockets past their session's known expiry are checked: a session that expires closes its sockets within a second. */
const SESSION_CHECK_MS = 1_000;
/** Frames a client sends are tiny (ping); anything bigger is refused. */
const MAX_CLIENT_FRAME_BYTES = 1024;

// Keyed by the HTTP server: the plugin's own instance is an encapsulated child of the app.
const hubs = new WeakMap<object, { hub: ImHub; listener: ImListener }>();

/** The hub of a built server: its open sockets (for the bench and tests). */
export function imRealtimeOf(app: FastifyInstance): { hub: ImHub; listener: ImListener } | undefined {
  return hubs.get(app.server);
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * GET /im/socket?ticket=... upgrades to the chat's WebSocket (docs/messages.md).
 * The server sends JSON frames: ready, message, sync, read, resync, pong.
 * The client may send {"type":"ping"}; everything else it does over RPC.
 */
export async function imSocketRoutes(app: FastifyInstance, options: { services: Services; database: DbHandle }) {
  const { services, database } = options;
  const hub = new ImHub(services.db, (error) => app.log.warn({ err: error }, 'im delivery failed'));
  const listener = createImListener(database, app.log);
  hubs.set(app.server, { hub, listener });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();

  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH) return refuse(socket, 404, 'Not Found');
    const redeemed = await services.im.tickets.redeem(url.searchParams.get('ticket') ?? '');
    if (!redeemed) return refuse(socket, 401, 'Unauthorized');
    const keys = await services.im.tickets.keysOf({
      userId: redeemed.userId,
      hasPhone: true,
      standing: () => services.permissions.standingOf(redeemed.userId),
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      const member: HubSocket = {
        keys,
        sessionId: redeemed.sessionId,
        userId: redeemed.userId,
        sessionExpireTime: redeemed.sessionExpireTime,
        send: (frame) => ws.send(frame),
        close: (code, reason) => ws.close(code, reason),
      };
      alive.set(ws, true);
      hub.add(member);
      ws.on('pong', () => alive.set(ws, true));
      ws.on('message', (data) => {
        alive.set(ws, true);
        if (String(data).includes('"ping"')) ws.send(JSON.stringify({ type: 'pong' }));
      });
      ws.on('close', () => hub.remove(member));
      ws.on('error', () => ws.terminate());
      ws.send(JSON.stringify({ type: 'ready', keys }));
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    accept(request, socket, head).catch((error) => {
      app.log.error({ err: error }, 'im socket upgrade failed');
      refuse(socket, 500, 'Internal Server Error');
    });
  };

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const now = services.now;
  const reportCheck = (error: unknown) => app.log.warn({ err: error }, 'im socket session check failed');
  const sessionCheck = setInterval(() => hub.checkSessions(now()).catch(reportCheck), SESSION_CHECK_MS);
  sessionCheck.unref();

  app.addHook('onReady', async () => {
    await listener.start({
      onEvent: (payload) => hub.dispatch(payload),
      onResync: () => {
        hub.resync();
        // Closing events may have been missed too: every socket's session is looked at again.
        hub.checkSessions(now(), true).catch(reportCheck);
      },
    });
    app.server.on('upgrade', onUpgrade);
  });
  // Before the HTTP server closes: sockets would hold it open otherwise.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.close(1001, 'server shutting down');
    for (const ws of wss.clients) ws.terminate();
    await listener.stop();
  });
}
