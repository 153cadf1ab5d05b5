export { createApi, type Api } from './api';
export { RpcError } from './rpc-error';
export { createRpcTransport, SILENT_CALL } from './rpc-transport';
export { silentCall } from './silent-call';
