import Taro from '@tarojs/taro';
import type { ChatSocketHandlers, SocketFactory } from './socket.types';

/**
 * Mini-programs (WeChat, Alipay): the host's socket API through Taro
 * (connectSocket and its SocketTask). Several tasks may be open at once.
 */
export const miniConnectSocket: SocketFactory = (url: string, handlers: ChatSocketHandlers) => {
  let closed = false;
  let task: Taro.SocketTask | undefined;
  let closeWanted = false;
  const gone = () => {
    if (closed) return;
    closed = true;
    handlers.onClose();
  };
  Taro.connectSocket({ url, multiple: true } as Taro.connectSocket.Option)
    .then((opened) => {
      task = opened;
      if (closeWanted) {
        opened.close({});
        return;
      }
      opened.onOpen(() => handlers.onOpen());
      opened.onMessage((event) => {
        if (typeof event.data === 'string') handlers.onMessage(event.data);
      });
      opened.onClose(gone);
      opened.onError(() => {
        gone();
        opened.close({});
      });
    })
    .catch(gone);
  return {
    send: (text) => {
      task?.send({ data: text });
    },
    close: () => {
      closed = true;
      closeWanted = true;
      task?.close({});
    },
  };
};
