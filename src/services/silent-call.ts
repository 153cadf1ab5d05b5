import { createContextValues, type CallOptions } from '@connectrpc/connect';
import { SILENT_CALL } from './rpc-transport';

/** Call options for a call whose failure the caller handles without the catalogue's toast. */
export function silentCall(): CallOptions {
  return { contextValues: createContextValues().set(SILENT_CALL, true) };
}
