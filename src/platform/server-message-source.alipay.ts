export type * from './server-message-source.types';
export { createMiniServerMessageSource as createServerMessageSource } from './mini-server-message-source';
