// TypeScript and jest read this file; builds pick language-source.<target>.ts.
export type * from './language-source.types';
export { createLanguageSource } from './language-source.h5';
