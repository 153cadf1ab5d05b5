// TypeScript and jest read this file; builds pick first-page-data.<target>.ts.
export { takeEmbeddedConfig, takeEmbeddedStoreAnswer } from './first-page-data.h5';
