import type { RpcContext } from '../rpc/rpc-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for calls under /grpc. */
    rpc?: RpcContext;
    /** The exact request body text of an RPC, as signed by the client. */
    rpcRawBody?: string;
  }
}

export {};
