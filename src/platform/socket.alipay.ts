export type * from './socket.types';
export { miniConnectSocket as connectSocket } from './mini-socket';
