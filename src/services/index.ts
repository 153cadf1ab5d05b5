import Taro from '@tarojs/taro';
import { platform } from '@/platform';
import { createApi } from './api';
import { apiBase } from './api-base';
import { requestHeaders } from './request-headers';
import { createRpcTransport } from './rpc-transport';

function currentPath(): string {
  return Taro.getCurrentInstance()?.router?.path ?? '';
}

/** The app's transport: the host's request function, signed calls, the spec's headers. */
export const transport = createRpcTransport({
  baseUrl: apiBase,
  request: platform.request,
  headers: () => requestHeaders(platform, currentPath),
  defaultTimeoutMs: 15_000,
});

export const api = createApi(transport);

export { createApi, type Api } from './api';
export { RpcError } from './rpc-error';
export { createRpcTransport } from './rpc-transport';
