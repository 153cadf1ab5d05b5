import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  /** Raw text instead of JSON, e.g. a body whose exact bytes are signed. */
  text?: string;
}

export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeHttpServer {
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an outside provider's HTTP API on port 0: it speaks
 * the provider's documented protocol (paths, parameters, answers, errors), so
 * the real adapters run unchanged against it.
 */
export async function startFakeHttpServer(routes: Record<string, FakeRoute>): Promise<FakeHttpServer> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const reply: FakeReply = route ? await route(request) : { status: 404, json: { error: 'no such path' } };
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(reply.text ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
