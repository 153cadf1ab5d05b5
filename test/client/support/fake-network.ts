import type { RpcHttpRequest, RpcHttpResponse, RpcRequestFn } from '@/services/rpc-request';

export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
export type FakeRoute = FakeAnswer | ((request: RpcHttpRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * The network, faked at the one place the app touches it: the platform's
 * request function. Everything above it (transport, signing, decoding, stores,
 * pages) runs for real. Keys are method paths such as
 * '/grpc/public/platform.v1.ClientConfigService/GetClientConfig'.
 */
export function fakeNetwork(routes: Record<string, FakeRoute> = {}) {
  const calls: RpcHttpRequest[] = [];
  const request: RpcRequestFn = async (req) => {
    calls.push(req);
    const path = new URL(req.url, 'http://app.test').pathname;
    const route = routes[path];
    if (!route) {
      return {
        status: 404,
        headers: {},
        body: JSON.stringify({ code: 'unimplemented', message: `no fake for ${path}` }),
      };
    }
    const answer = typeof route === 'function' ? await route(req) : route;
    const response: RpcHttpResponse = {
      status: answer.status ?? 200,
      headers: answer.headers ?? { 'content-type': 'application/json' },
      body: JSON.stringify(answer.body),
    };
    return response;
  };
  return { request, calls };
}
