// TypeScript and jest read this file; builds pick socket.<target>.ts.
export type * from './socket.types';
export { connectSocket } from './socket.h5';
