// The chat's real-time socket, per host (socket.h5.ts, socket.weapp.ts,
// socket.alipay.ts; Taro picks the file for the build, jest reads socket.ts).

/** An open socket as the chat uses it: text frames out, close. */
export interface ChatSocket {
  send(text: string): void;
  close(): void;
}

export interface ChatSocketHandlers {
  onOpen(): void;
  onMessage(text: string): void;
  /** Closed or failed to open: either way the connection is gone (called once). */
  onClose(): void;
}

export type SocketFactory = (url: string, handlers: ChatSocketHandlers) => ChatSocket;
