// The one network primitive the RPC transport needs. Each platform adapter
// supplies it (fetch on H5 and web, Taro.request in mini-programs).

export interface RpcHttpRequest {
  url: string;
  method: 'GET' | 'POST';
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export interface RpcHttpResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** Rejects only when no HTTP response arrived at all (offline, DNS, timeout). */
export type RpcRequestFn = (request: RpcHttpRequest) => Promise<RpcHttpResponse>;
