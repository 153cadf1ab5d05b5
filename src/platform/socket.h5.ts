import type { ChatSocketHandlers, SocketFactory } from './socket.types';

export type * from './socket.types';

/** Browsers (H5 and the web app): the standard WebSocket. */
export const connectSocket: SocketFactory = (url: string, handlers: ChatSocketHandlers) => {
  let closed = false;
  const gone = () => {
    if (closed) return;
    closed = true;
    handlers.onClose();
  };
  let ws: WebSocket;
  try {
    ws = new WebSocket(url);
  } catch {
    setTimeout(gone, 0);
    return { send: () => undefined, close: () => undefined };
  }
  ws.onopen = () => handlers.onOpen();
  ws.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  ws.onclose = gone;
  ws.onerror = () => {
    gone();
    ws.close();
  };
  return {
    send: (text) => ws.send(text),
    close: () => {
      closed = true;
      ws.close();
    },
  };
};
