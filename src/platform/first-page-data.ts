// TypeScript and jest read this file; builds pick first-page-data.<target>.ts.
export { takeFirstPageData } from './first-page-data.h5';
