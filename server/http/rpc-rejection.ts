import { type Code } from '@connectrpc/connect';

/** A refusal raised by the HTTP layer before a handler runs, rendered as a Connect error. */
export class RpcRejection extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly httpStatus?: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RpcRejection';
  }
}
