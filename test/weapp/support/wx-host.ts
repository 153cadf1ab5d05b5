import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';

// What the simulated host does that miniprogram-simulate's `wx` cannot: its network
// calls answer an empty 200 after 100 ms, its sockets never open and its storage
// keeps nothing, because the library is made for testing one component with mocked
// data. These replacements go to the real test server and keep state, like the
// WeChat host does.

type Callbacks<T> = {
  success?: (res: T) => void;
  fail?: (res: { errMsg: string }) => void;
  complete?: (res: T | { errMsg: string }) => void;
};

function settle<T>(name: string, options: Callbacks<T>, work: Promise<T>): Promise<T> {
  return work.then(
    (res) => {
      options.success?.(res);
      options.complete?.(res);
      return res;
    },
    (error: unknown) => {
      const res = { errMsg: `${name}:fail ${error instanceof Error ? error.message : String(error)}` };
      options.fail?.(res);
      options.complete?.(res);
      throw res;
    },
  );
}

/** A toast or modal the host showed: what a person sees outside the page. */
export interface HostNotice {
  api: 'showToast' | 'showModal' | 'showLoading';
  title: string;
  content?: string;
}

export interface WxHostOptions {
  /** The test server; every call of the build goes there whatever base it was built with. */
  serverUrl: () => string;
}

export function createWxHost({ serverUrl }: WxHostOptions) {
  // A device that has seen the first-open welcome (routing/welcome.ts), so journeys start at home.
  const storage = new Map<string, unknown>([['welcome.seen', '1']]);
  const notices: HostNotice[] = [];
  /** Every HTTP call the app made, with the platform it said it was (`x-client-platform`). */
  const requests: Array<{ method: string; path: string; status: number; platform?: string }> = [];
  let loginCount = 0;
  const sockets = new Set<WebSocket>();
  const picked: string[] = [];
  /** The address of every socket the server accepted. */
  const socketsOpened: string[] = [];

  /**
   * The build cannot know the test server's random port, so the origin it was built
   * with (or none) is replaced by the server's; the path and query stay as sent.
   */
  function toServer(url: string): string {
    const parsed = new URL(url, 'http://build.invalid');
    return `${serverUrl()}${parsed.pathname}${parsed.search}`;
  }

  async function send(options: {
    url: string;
    method?: string;
    header?: Record<string, string>;
    data?: unknown;
    dataType?: string;
  }) {
    const method = (options.method ?? 'GET').toUpperCase();
    const body =
      options.data === undefined || method === 'GET'
        ? undefined
        : typeof options.data === 'string'
          ? options.data
          : JSON.stringify(options.data);
    const response = await fetch(toServer(options.url), { method, headers: options.header ?? {}, body });
    const text = await response.text();
    const header: Record<string, string> = {};
    response.headers.forEach((value, key) => (header[key] = value));
    const platform = Object.entries(options.header ?? {}).find(([k]) => k.toLowerCase() === 'x-client-platform')?.[1];
    requests.push({ method, path: new URL(response.url).pathname, status: response.status, platform });
    let data: unknown = text;
    if (options.dataType === 'json') {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    // WeChat hands Set-Cookie lines over separately in `cookies` (base library 2.4+).
    return {
      errMsg: 'request:ok',
      statusCode: response.status,
      header,
      data,
      cookies: response.headers.getSetCookie(),
    };
  }

  const wx = {
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (o: { key: string } & Callbacks<{ data: unknown; errMsg: string }>) =>
      settle(
        'getStorage',
        o,
        storage.has(o.key)
          ? Promise.resolve({ errMsg: 'getStorage:ok', data: storage.get(o.key) })
          : Promise.reject(new Error('data not found')),
      ),
    setStorage: (o: { key: string; data: unknown } & Callbacks<{ errMsg: string }>) =>
      settle('setStorage', o, Promise.resolve((storage.set(o.key, o.data), { errMsg: 'setStorage:ok' }))),
    removeStorage: (o: { key: string } & Callbacks<{ errMsg: string }>) =>
      settle('removeStorage', o, Promise.resolve((storage.delete(o.key), { errMsg: 'removeStorage:ok' }))),

    request(options: Parameters<typeof send>[0] & Callbacks<Awaited<ReturnType<typeof send>>>) {
      const controller = { aborted: false };
      void settle('request', options, send(options)).catch(() => undefined);
      return {
        abort: () => (controller.aborted = true),
        onHeadersReceived() {},
        offHeadersReceived() {},
        onChunkReceived() {},
        offChunkReceived() {},
      };
    },

    /** A multipart upload of a local file, as the host sends one (not signed: docs/request-signing.md). */
    uploadFile(
      options: {
        url: string;
        filePath: string;
        name: string;
        header?: Record<string, string>;
        formData?: Record<string, string>;
      } & Callbacks<{ errMsg: string; statusCode: number; data: string }>,
    ) {
      const work = (async () => {
        const form = new FormData();
        for (const [key, value] of Object.entries(options.formData ?? {})) form.append(key, value);
        const bytes = fs.readFileSync(options.filePath);
        form.append(options.name, new Blob([bytes]), path.basename(options.filePath));
        const response = await fetch(toServer(options.url), {
          method: 'POST',
          headers: options.header ?? {},
          body: form,
        });
        requests.push({ method: 'POST', path: new URL(response.url).pathname, status: response.status });
        return { errMsg: 'uploadFile:ok', statusCode: response.status, data: await response.text() };
      })();
      void settle('uploadFile', options, work).catch(() => undefined);
      return { abort() {}, onProgressUpdate() {}, offProgressUpdate() {} };
    },

    /** A real WebSocket to the server (the library's task never opens), closed with the app's own calls. */
    connectSocket(options: { url: string; header?: Record<string, string> } & Callbacks<{ errMsg: string }>) {
      const socket = new WebSocket(toServer(options.url).replace(/^http/, 'ws'), { headers: options.header });
      sockets.add(socket);
      socket.on('open', () => socketsOpened.push(options.url));
      socket.on('close', () => sockets.delete(socket));
      // An error is reported through onError; without a listener `ws` would throw it.
      socket.on('error', () => undefined);
      void settle('connectSocket', options, Promise.resolve({ errMsg: 'connectSocket:ok' }));
      return {
        onOpen: (cb: (res: { header: Record<string, string> }) => void) => socket.on('open', () => cb({ header: {} })),
        onMessage: (cb: (res: { data: string | ArrayBuffer }) => void) =>
          socket.on('message', (data, isBinary) => cb({ data: isBinary ? (data as ArrayBuffer) : String(data) })),
        onClose: (cb: (res: { code: number; reason: string }) => void) =>
          socket.on('close', (code, reason) => cb({ code, reason: String(reason) })),
        onError: (cb: (res: { errMsg: string }) => void) =>
          socket.on('error', (error) => cb({ errMsg: error.message })),
        send: (o: { data: string } & Callbacks<{ errMsg: string }>) =>
          settle(
            'sendSocketMessage',
            o,
            new Promise<{ errMsg: string }>((resolve, reject) =>
              socket.send(o.data, (error) => (error ? reject(error) : resolve({ errMsg: 'sendSocketMessage:ok' }))),
            ),
          ).catch(() => undefined),
        close: (o: { code?: number; reason?: string } & Callbacks<{ errMsg: string }> = {}) => {
          socket.close(o.code ?? 1000, o.reason);
          return settle('closeSocket', o, Promise.resolve({ errMsg: 'closeSocket:ok' }));
        },
      };
    },

    /** The person picks the photos the test put in their hands (`pickImages`); none is a cancel. */
    chooseImage: (o: { count?: number } & Callbacks<{ errMsg: string; tempFilePaths: string[] }>) => {
      const paths = picked.splice(0, o.count ?? 9);
      return settle(
        'chooseImage',
        o,
        paths.length
          ? Promise.resolve({ errMsg: 'chooseImage:ok', tempFilePaths: paths })
          : Promise.reject(new Error('cancel')),
      );
    },

    /** A fresh code each time, as wx.login gives; the server's local login adapter exchanges it. */
    login: (o: Callbacks<{ errMsg: string; code: string }> = {}) =>
      settle('login', o, Promise.resolve({ errMsg: 'login:ok', code: `weapp-sim-code-${++loginCount}` })),

    showToast: (o: { title: string } & Callbacks<{ errMsg: string }>) => {
      notices.push({ api: 'showToast', title: o.title });
      return settle('showToast', o, Promise.resolve({ errMsg: 'showToast:ok' }));
    },
    showLoading: (o: { title: string } & Callbacks<{ errMsg: string }>) => {
      notices.push({ api: 'showLoading', title: o.title });
      return settle('showLoading', o, Promise.resolve({ errMsg: 'showLoading:ok' }));
    },
    /** The person answers a modal with its confirm button, as the library's own modal does. */
    showModal: (
      o: { title?: string; content?: string } & Callbacks<{ errMsg: string; confirm: boolean; cancel: boolean }>,
    ) => {
      notices.push({ api: 'showModal', title: o.title ?? '', content: o.content });
      return settle('showModal', o, Promise.resolve({ errMsg: 'showModal:ok', confirm: true, cancel: false }));
    },
  };

  /** Closes the sockets still open, as the host does when the mini-program is closed. */
  const closeSockets = () => {
    for (const socket of sockets) socket.terminate();
  };

  /** Files on this machine the person will pick at the next image picker. */
  const pickImages = (...paths: string[]) => void picked.push(...paths);

  return { wx, storage, notices, requests, socketsOpened, closeSockets, pickImages };
}
