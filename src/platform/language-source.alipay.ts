export type * from './language-source.types';
export { createMiniLanguageSource as createLanguageSource } from './mini-language-source';
