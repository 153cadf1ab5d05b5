import type { RpcContext } from '../rpc/rpc-context';
import type { RateHit } from './rate-limiter';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for calls under /grpc. */
    rpc?: RpcContext;
    /** The exact request body text of an RPC, as signed by the client. */
    rpcRawBody?: string;
    /** An RPC's rate counts, left by the rate-limit plugin to be taken with its nonce. */
    rateHits?: RateHit[];
  }
}

export {};
