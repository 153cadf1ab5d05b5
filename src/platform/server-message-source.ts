// TypeScript and jest read this file; builds pick server-message-source.<target>.ts.
export type * from './server-message-source.types';
export { createServerMessageSource } from './server-message-source.h5';
