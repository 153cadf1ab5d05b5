import type { RpcRequestFn } from '@/services/rpc-request';

/** The RPC transport's request function on Node's fetch: what the H5 adapter does in a browser. */
export const nodeFetchRequest: RpcRequestFn = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined,
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, headers, body: await response.text() };
};
